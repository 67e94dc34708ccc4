import * as v from 'valibot';

/**
 * Replies of the main dashboard's counts, top lists, totals and charts (spec 000 section 7).
 * The spec names the calls and what they count but not their shapes: these shapes are ours.
 */
export const CountReplySchema = v.object({ count: v.number() });
export type CountReply = v.InferOutput<typeof CountReplySchema>;

export const TotalReplySchema = v.object({ total: v.number() });
export type TotalReply = v.InferOutput<typeof TotalReplySchema>;

/** One row of a top list (users, service centres, products): who, and how many scans or points. */
export const TopEntrySchema = v.object({ id: v.number(), name: v.string(), count: v.number() });
export type TopEntry = v.InferOutput<typeof TopEntrySchema>;

/** One bar of a report chart (`products/report/data`, `serviceCenter/report/data`). */
export const ChartPointSchema = v.object({ label: v.string(), count: v.number() });
export type ChartPoint = v.InferOutput<typeof ChartPointSchema>;
