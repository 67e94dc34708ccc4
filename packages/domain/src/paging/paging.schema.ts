import * as v from 'valibot';

const queryInteger = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([
        v.number(),
        v.pipe(v.string(), v.regex(/^\d+$/, 'Must be a whole number'), v.transform(Number)),
      ]),
      v.number(),
      v.integer('Must be a whole number'),
      v.minValue(min, `Must be at least ${min}`),
      v.maxValue(max, `Must be at most ${max}`),
    ),
    fallback,
  );

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];
export interface Sort<F extends string> {
  field: F;
  direction: SortDirection;
}

/**
 * Page, size and sort as the spec sends them (`sort=createdDate,desc`). Sort fields come
 * from an allowlist per call, so a query can never name an arbitrary column.
 */
export function pageQuerySchema<const F extends string>(
  sortable: readonly [F, ...F[]],
  defaultSort: Sort<F>,
) {
  // Field names are matched literally: a dot in `customer.companyName` is not a wildcard.
  const escaped = sortable.map((field) => field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const sortPattern = new RegExp(`^(${escaped.join('|')})(,(asc|desc))?$`);
  return v.object({
    page: queryInteger(0, 1_000_000, 0),
    /** Dropdowns of the spec load up to 10000 records. */
    size: queryInteger(1, 10_000, 20),
    sort: v.optional(
      v.pipe(
        v.string(),
        v.regex(sortPattern, `Sort by one of: ${sortable.join(', ')}`),
        v.transform((raw): Sort<F> => {
          const [field, direction] = raw.split(',');
          return { field: field as F, direction: direction === 'asc' ? 'asc' : 'desc' };
        }),
      ),
      () => `${defaultSort.field},${defaultSort.direction}`,
    ),
  });
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  /**
   * false when totalElements is the database's estimate (a broad search over a large table,
   * where counting would read every match): lists then say "about". Absent: exact.
   */
  totalExact?: boolean;
}

export const pageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({
    content: v.array(item),
    totalElements: v.number(),
    totalPages: v.number(),
    number: v.number(),
    size: v.number(),
    totalExact: v.optional(v.boolean()),
  });
