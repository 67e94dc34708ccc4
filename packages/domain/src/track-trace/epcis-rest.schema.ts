import * as v from 'valibot';
import { maxEpcLength } from './epcis.schema';

/**
 * The EPCIS 2.0 REST binding's shapes (decision 0442): a capture job, and the standard query
 * parameters of `GET /epcis/events` that Veritag answers.
 */

/** A capture job as the binding describes it; Veritag runs it before answering, so it is never running. */
export const CaptureJobSchema = v.looseObject({
  captureID: v.string(),
  createdAt: v.string(),
  finishedAt: v.optional(v.string()),
  running: v.boolean(),
  success: v.boolean(),
  captureErrorBehaviour: v.literal('rollback'),
  /** Why the document was refused: the problem, as a refused call would have answered it. */
  errors: v.array(v.looseObject({ type: v.string(), title: v.string(), status: v.number() })),
});
export type CaptureJob = v.InferOutput<typeof CaptureJobSchema>;

export const epcisEventsPageSizes = { default: 30, most: 1000 } as const;

/** One value or several (repeated, or comma-separated as the binding's lists are). */
const list = v.pipe(
  v.union([v.string(), v.array(v.string())], 'a list of values'),
  v.transform((value) =>
    [value]
      .flat()
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
  v.maxLength(100, 'at most 100 values'),
  v.check(
    (values) => values.every((value) => value.length <= maxEpcLength),
    `each value is at most ${maxEpcLength} characters`,
  ),
);
const time = (name: string) =>
  v.pipe(
    v.string(),
    v.isoTimestamp(`${name} is an ISO 8601 date-time with its offset, e.g. 2026-11-28T10:00:00Z`),
  );

export const EpcisEventsQuerySchema = v.strictObject(
  {
    eventType: v.optional(list),
    GE_eventTime: v.optional(time('GE_eventTime')),
    LT_eventTime: v.optional(time('LT_eventTime')),
    GE_recordTime: v.optional(time('GE_recordTime')),
    LT_recordTime: v.optional(time('LT_recordTime')),
    EQ_action: v.optional(list),
    EQ_bizStep: v.optional(list),
    EQ_disposition: v.optional(list),
    EQ_readPoint: v.optional(list),
    EQ_bizLocation: v.optional(list),
    EQ_eventID: v.optional(list),
    MATCH_epc: v.optional(list),
    MATCH_parentID: v.optional(list),
    MATCH_anyEPC: v.optional(list),
    perPage: v.optional(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform(Number),
        v.integer('perPage is a whole number'),
        v.minValue(1, 'perPage is at least 1'),
        v.maxValue(epcisEventsPageSizes.most, `perPage is at most ${epcisEventsPageSizes.most}`),
      ),
    ),
    nextPageToken: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'nextPageToken is not one this server gave')),
    ),
  },
  // The binding's other parameters (EQ_quantity, GE_eventTime's siblings on sensors...) are not
  // answered: naming the unknown one beats silently ignoring it.
  (issue) => `${String(issue.input ?? '')} is not a query parameter Veritag answers`,
);
export type EpcisEventsQuery = v.InferOutput<typeof EpcisEventsQuerySchema>;

export const EpcisQueryDocumentSchema = v.looseObject({
  type: v.literal('EPCISQueryDocument'),
  schemaVersion: v.string(),
  creationDate: v.string(),
  epcisBody: v.object({
    queryResults: v.object({
      queryName: v.string(),
      resultsBody: v.object({ eventList: v.array(v.looseObject({ type: v.string() })) }),
    }),
  }),
});
