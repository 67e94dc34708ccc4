import * as v from 'valibot';
import { WebhookUrlSchema } from '../integrations/webhook.schema';
import { epcisQueryRefusal } from './epcis-query-match';
import { EpcisEventsQuerySchema } from './epcis-rest.schema';
import { scheduleFieldValues, scheduleRefusal, type ScheduleField } from './epcis-schedule';

/**
 * Named queries and their subscriptions, as the EPCIS 2.0 REST binding has them (decision 0459):
 * `POST /queries` {name, query}, `POST /queries/{name}/subscriptions` {dest, signatureToken?,
 * reportIfEmpty?, stream: true | schedule}.
 */

export const maxQueryNameLength = 60;

/** A name travels in the path of every call on it: letters, digits and `-_.` only. */
export const EpcisQueryNameSchema = v.pipe(
  v.string('Give the query a name'),
  v.trim(),
  v.nonEmpty('Give the query a name'),
  v.maxLength(maxQueryNameLength, `A query name is at most ${maxQueryNameLength} characters`),
  v.regex(/^[A-Za-z0-9_.-]+$/, 'A query name holds only letters, digits, -, _ and .'),
);

/** The standard parameters a named query is made of: the events query's, without its paging. */
export const EpcisNamedQueryParamsSchema = v.pipe(
  v.omit(EpcisEventsQuerySchema, ['perPage', 'nextPageToken']),
  v.check(
    (query) => epcisQueryRefusal(query) === undefined,
    (issue) => epcisQueryRefusal(issue.input as never) ?? 'patterns are not answered',
  ),
);
export type EpcisNamedQueryParams = v.InferOutput<typeof EpcisNamedQueryParamsSchema>;

export const EpcisNamedQueryRequestSchema = v.object({
  name: EpcisQueryNameSchema,
  query: EpcisNamedQueryParamsSchema,
});
export type EpcisNamedQueryRequest = v.InferOutput<typeof EpcisNamedQueryRequestSchema>;

/** A named query as the binding lists it; the query is its parameters as validated (lists as arrays). */
export const EpcisNamedQuerySchema = v.object({
  name: v.string(),
  query: v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  createdBy: v.string(),
  createdAt: v.string(),
});
export type EpcisNamedQuery = v.InferOutput<typeof EpcisNamedQuerySchema>;

export const EpcisQueryNameParamsSchema = v.object({ name: EpcisQueryNameSchema });

/**
 * One field of a schedule, as the standard writes it: `"5"`, `"1,15"`, `"[1-5]"`; also cron's
 * `"*"` and steps `"0-30/5"` (decision 0464, epcis-schedule.ts).
 */
const scheduleField = (name: ScheduleField) =>
  v.optional(
    v.pipe(
      v.string('is a text, such as "5" or "[1-5]"'),
      v.maxLength(100, 'is at most 100 characters'),
      v.check(
        (text) => 'values' in scheduleFieldValues(name, text),
        (issue) => {
          const read = scheduleFieldValues(name, issue.input as string);
          return 'refusal' in read ? read.refusal : 'not valid';
        },
      ),
    ),
  );
/** When a scheduled subscription runs, in UTC: every field given must match (decision 0464). */
export const EpcisQueryScheduleSchema = v.pipe(
  v.strictObject(
    {
      second: scheduleField('second'),
      minute: scheduleField('minute'),
      hour: scheduleField('hour'),
      dayOfMonth: scheduleField('dayOfMonth'),
      month: scheduleField('month'),
      dayOfWeek: scheduleField('dayOfWeek'),
    },
    'schedule takes second, minute, hour, dayOfMonth, month and dayOfWeek',
  ),
  v.check(
    (schedule) => scheduleRefusal(schedule) === undefined,
    (issue) => scheduleRefusal(issue.input as never) ?? 'not valid',
  ),
);
export type EpcisQuerySchedule = v.InferOutput<typeof EpcisQueryScheduleSchema>;

export const maxSignatureTokenLength = 200;

/** `POST /queries/{name}/subscriptions`: `stream: true` or a schedule, never neither (the binding's guard). */
export const EpcisSubscriptionRequestSchema = v.pipe(
  v.object({
    dest: WebhookUrlSchema,
    signatureToken: v.optional(
      v.pipe(
        v.string('signatureToken is a text'),
        v.minLength(16, 'signatureToken is at least 16 characters'),
        v.maxLength(
          maxSignatureTokenLength,
          `signatureToken is at most ${maxSignatureTokenLength} characters`,
        ),
      ),
    ),
    reportIfEmpty: v.optional(v.boolean('reportIfEmpty is true or false')),
    stream: v.optional(v.literal(true, 'stream is true, or absent with a schedule')),
    schedule: v.optional(EpcisQueryScheduleSchema),
    initialRecordTime: v.optional(
      v.pipe(
        v.string(),
        v.isoTimestamp('initialRecordTime is an ISO 8601 date-time with its offset'),
      ),
    ),
  }),
  v.check(
    (body) => (body.stream === true) !== (body.schedule !== undefined),
    'Give either stream: true or a schedule',
  ),
);
export type EpcisSubscriptionRequest = v.InferOutput<typeof EpcisSubscriptionRequestSchema>;

export const EpcisSubscriptionSchema = v.object({
  subscriptionID: v.string(),
  dest: v.string(),
  createdAt: v.string(),
  reportIfEmpty: v.boolean(),
  stream: v.optional(v.literal(true)),
  schedule: v.optional(EpcisQueryScheduleSchema),
  initialRecordTime: v.optional(v.string()),
});
export type EpcisSubscription = v.InferOutput<typeof EpcisSubscriptionSchema>;

/**
 * The reply of subscribing: when the client gave no signatureToken, the `whsec_` secret the
 * platform signs with, shown this once (decision 0460).
 */
export const EpcisSubscriptionCreatedSchema = v.object({
  ...EpcisSubscriptionSchema.entries,
  secret: v.optional(v.string()),
});
export type EpcisSubscriptionCreated = v.InferOutput<typeof EpcisSubscriptionCreatedSchema>;

export const EpcisSubscriptionParamsSchema = v.object({
  name: EpcisQueryNameSchema,
  subscriptionId: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9-]{1,64}$/, 'A subscription id is the one its Location gave'),
  ),
});
