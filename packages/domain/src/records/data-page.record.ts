import * as v from 'valibot';

/**
 * A page as `products/company` and `invalid-scans` answer it: the spec's screens read
 * `data` and `totalElements` there (spec 002 section 7), not `content` as elsewhere.
 */
export const dataPageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({
    data: v.array(item),
    totalElements: v.number(),
  });
