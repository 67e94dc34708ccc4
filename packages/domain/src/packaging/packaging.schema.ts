import * as v from 'valibot';
import { FlagSchema, fixedValue, requiredNumber, requiredRef } from '../fields/fields.schema';
import { IdSchema, optionalText, requiredText } from '../text/text.schema';

/** A level below the root: a name (at most 100), a count (required, 7 characters) and maybe a child. */
export interface PackagingLevel {
  name?: string | undefined;
  count: number;
  child?: PackagingLevel | undefined;
}

export const PackagingLevelSchema: v.GenericSchema<unknown, PackagingLevel> = v.object({
  name: optionalText(100),
  count: requiredNumber(),
  child: v.optional(v.lazy(() => PackagingLevelSchema)),
});

/** The root level carries the parent name and a count of 1, whatever is sent (spec 002 section 3). */
export const packagingRootCount = 1;
export const PackagingRootSchema = v.object({
  parentName: requiredText(100),
  count: fixedValue(packagingRootCount),
  child: v.optional(PackagingLevelSchema),
});

/** The packaging form (spec 002 section 5): name, parentName and product required. */
export const PackagingFormSchema = v.object({
  id: v.optional(IdSchema),
  name: requiredText(100),
  enabled: v.optional(FlagSchema, true),
  product: requiredRef(),
  packagingConfig: PackagingRootSchema,
});
export type PackagingForm = v.InferOutput<typeof PackagingFormSchema>;

/** The levels of a packaging chain, root first, as the form lists them. */
export function packagingLevelsOf(root: { parentName: string; child?: PackagingLevel | undefined }): { name: string; count: number }[] {
  const levels = [{ name: root.parentName, count: packagingRootCount }];
  for (let level = root.child; level; level = level.child) levels.push({ name: level.name ?? '', count: level.count });
  return levels;
}

/** The list's status column reads the enabled flag. */
export const packagingStatusLabel = (enabled: boolean): 'Active' | 'Inactive' => (enabled ? 'Active' : 'Inactive');
