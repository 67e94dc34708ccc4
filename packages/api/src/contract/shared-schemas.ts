import * as v from 'valibot';
import {
  defaultSort,
  IdSchema,
  messages,
  pageQuerySchema,
  reportFormSchemas,
  yearRanges,
} from '@veritag/domain';

/**
 * Query and payload pieces that many calls share. Every list sorts by createdDate
 * descending unless told otherwise (spec 000 section 9).
 */

/** `page`, `size` and `sort=field,direction`, sortable by createdDate and the fields named. */
export function pageQuery<const F extends string>(...sortable: F[]) {
  return pageQuerySchema<'createdDate' | F>(['createdDate', ...sortable], defaultSort);
}

/** Only `sort` (`templates/customer/{id}?sort=createdDate,desc`, `endUsers?sort=...`). */
export const sortQuery = <const F extends string>(...sortable: F[]) =>
  v.object({ sort: pageQuery(...sortable).entries.sort });

const searchKey = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(100, messages.maxLength(100))),
  '',
);

/**
 * A column search (`columnName&searchKey&page&size`). The column is a name from `columns`,
 * never free text, for the same reason as sort fields. Some calls of the spec call the
 * parameter `column`: pass that as `columnKey`.
 */
export function searchQuery<const C extends string, const K extends string = 'columnName'>(
  columns: readonly [C, ...C[]],
  columnKey: K = 'columnName' as K,
) {
  const column = { [columnKey]: v.picklist(columns, `Search one of: ${columns.join(', ')}`) } as {
    [P in K]: v.PicklistSchema<readonly [C, ...C[]], string>;
  };
  return v.object({ ...pageQuery(...columns).entries, searchKey, ...column });
}

/**
 * A list the console pages, sorts and searches on the server, so no record is ever out of
 * reach (decision 0096): page, size and sort, `search` (the Global Search: some listed column
 * contains it) and `contains.<column>` (that column's Contains filter). Both are
 * case-insensitive and take the text literally (`%` and `_` are not wildcards). The columns
 * are the table's, by name; each is also a sort field.
 */
export function listQuery<const C extends string>(columns: readonly [C, ...C[]]) {
  const contains = Object.fromEntries(
    columns.map((column) => [`contains.${column}`, searchKey]),
  ) as {
    [K in C as `contains.${K}`]: typeof searchKey;
  };
  return v.object({ ...pageQuery(...columns).entries, search: searchKey, ...contains });
}

/** An edit payload: the add form of `schema` with its id required. */
export const withId = <S extends v.GenericSchema>(schema: S) =>
  v.intersect([schema, v.object({ id: IdSchema })]);

/**
 * The report forms. "Maximum selectable date is today" is the user's date picker limit; the
 * contract is built once and has no clock, and the server's today can be the user's
 * yesterday, so the contract bounds dates by the pickers' year range only.
 */
export const reportForms = reportFormSchemas(`${yearRanges.report.to}-12-31`);
