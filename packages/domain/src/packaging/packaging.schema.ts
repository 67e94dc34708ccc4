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

/**
 * Most levels below the root (ours: the spec names no limit). Pallet, case, box, pack and
 * unit is five; twenty leaves room, and a bound keeps a hostile chain of thousands of
 * levels from reaching the recursive schema at all.
 */
export const packagingMaxChildLevels = 20;
export const packagingTooDeep = `A packaging has at most ${packagingMaxChildLevels} levels below the parent`;
const childLevelsOf = (level: unknown): number => {
  let depth = 0;
  for (
    let at = level;
    typeof at === 'object' && at !== null && depth <= packagingMaxChildLevels;
    at = (at as { child?: unknown }).child
  )
    depth += 1;
  return depth;
};

/** The root level carries the parent name and a count of 1, whatever is sent (spec 002 section 3). */
export const packagingRootCount = 1;
export const PackagingRootSchema = v.object({
  parentName: requiredText(100),
  count: fixedValue(packagingRootCount),
  child: v.optional(
    v.pipe(
      v.unknown(),
      v.check((level) => childLevelsOf(level) <= packagingMaxChildLevels, packagingTooDeep),
      PackagingLevelSchema,
    ),
  ),
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
export function packagingLevelsOf(root: {
  parentName: string;
  child?: PackagingLevel | undefined;
}): { name: string; count: number }[] {
  const levels = [{ name: root.parentName, count: packagingRootCount }];
  for (let level = root.child; level; level = level.child)
    levels.push({ name: level.name ?? '', count: level.count });
  return levels;
}

/** The list's status column reads the enabled flag. */
export const packagingStatusLabel = (enabled: boolean): 'Active' | 'Inactive' =>
  enabled ? 'Active' : 'Inactive';

/** One level below the root as the form lists it: a name and a count. */
export const PackagingLevelRowSchema = v.object({
  name: optionalText(100),
  count: requiredNumber(),
});
type PackagingLevelRow = v.InferOutput<typeof PackagingLevelRowSchema>;

/** The levels of the form, top first, as the nested chain of the contract. */
export function packagingChainOf(levels: readonly PackagingLevelRow[]): PackagingLevel | undefined {
  let chain: PackagingLevel | undefined;
  for (const level of [...levels].reverse())
    chain = {
      ...(level.name ? { name: level.name } : {}),
      count: level.count,
      ...(chain ? { child: chain } : {}),
    };
  return chain;
}

/**
 * The packaging form as a person fills it: the parent name, then a list of levels below it
 * (added and removed as rows). Same rules and messages as `PackagingFormSchema`, whose shape
 * it outputs, so the console sends the contract's nested chain.
 */
export const PackagingLevelsFormSchema = v.pipe(
  v.object({
    name: requiredText(100),
    enabled: v.optional(FlagSchema, true),
    product: requiredRef(),
    parentName: requiredText(100),
    levels: v.optional(
      v.pipe(
        v.array(PackagingLevelRowSchema),
        v.maxLength(packagingMaxChildLevels, packagingTooDeep),
      ),
      [],
    ),
  }),
  v.transform(({ parentName, levels, ...rest }): PackagingForm => {
    const child = packagingChainOf(levels);
    return {
      ...rest,
      packagingConfig: { parentName, count: packagingRootCount, ...(child ? { child } : {}) },
    };
  }),
);
