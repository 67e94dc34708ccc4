import * as v from 'valibot';

/** A saved level below the root: a name, a count and maybe a child (spec 002 section 3). */
export interface PackagingLevelRecord {
  name: string | null;
  count: number;
  child?: PackagingLevelRecord | null | undefined;
}
export const PackagingLevelRecordSchema: v.GenericSchema<PackagingLevelRecord> = v.object({
  name: v.nullable(v.string()),
  count: v.number(),
  child: v.nullish(v.lazy(() => PackagingLevelRecordSchema)),
});

/** A packaging as the server returns it; the root level carries the parent name and count 1. */
export const PackagingSchema = v.object({
  id: v.number(),
  name: v.string(),
  enabled: v.boolean(),
  product: v.object({
    id: v.number(),
    productCode: v.string(),
    productName: v.optional(v.string()),
  }),
  packagingConfig: v.object({
    parentName: v.string(),
    count: v.number(),
    child: v.nullish(PackagingLevelRecordSchema),
  }),
  createdDate: v.optional(v.string()),
});
export type Packaging = v.InferOutput<typeof PackagingSchema>;
