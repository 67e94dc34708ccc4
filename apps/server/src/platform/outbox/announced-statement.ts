import type { WebhookEventType } from '@veritag/domain';
import { arrayLiteral, type StatementValue } from '../../db/prepared-statements';

/** The CTE a gate ends with: one row, `open`, whether the statement may write and announce. */
export const gateOpen = '(select open from platform_event_gate)';

/**
 * What a listener adds to a change's one statement (decision 0462), as SQL text with the
 * placeholders it is handed. Its CTEs see the change's own CTEs and each other's.
 */
export interface StatementFanOut {
  /**
   * CTEs that find and lock (`for key share`) the subscribers of `companies` (int[]) for
   * `types` (text[]), ending with the CTE `platform_event_gate (open boolean)`: whether this
   * statement may fan out on its own. When it is closed, the change writes nothing and its
   * caller takes the transaction path, which may queue what the statement cannot.
   */
  gate(placeholders: { companies: string; types: string }): string;
  /** CTEs that fan out `platform_recorded_events (id, company_id, type)` at `now`. */
  fanOut(placeholders: { now: string }): string;
}

/** A change written by one statement, and the events it reports, as the change's module gives them. */
export interface AnnouncedChange {
  /** The change's CTEs read before the gate (its input), with placeholders $1...$paramCount. */
  input: string;
  /** The CTEs that write the change, each writing only when `gateOpen` is true. */
  writes: string;
  /** A select of (position, company_id, type, data): the events, ordered by position. */
  events: string;
  /** The statement's result, a select from the change's CTEs; it may read `gateOpen`. */
  result: string;
  paramCount: number;
}

/** The statement's text, and its parameters: the change's first, then the outbox's. */
export interface AnnouncedStatement {
  text: string;
  params(
    changeParams: readonly StatementValue[],
    at: {
      companies: readonly number[];
      types: readonly WebhookEventType[];
      /** The (company, type) pairs someone listens to, of those companies and types. */
      wanted: readonly (readonly [number, WebhookEventType])[];
      now: Date;
    },
  ): StatementValue[];
}

/**
 * Composes a change's one statement with the outbox's insert of its events and the listeners'
 * fan-out (decision 0462): one round trip and one commit for a change, its events and their
 * deliveries, where a transaction took seven.
 */
export function announcedStatement(
  change: AnnouncedChange,
  listeners: readonly StatementFanOut[],
): AnnouncedStatement {
  const at = (n: number) => `$${change.paramCount + n}`;
  const [companies, types, wantedCompanies, wantedTypes, now] = [1, 2, 3, 4, 5].map(at);
  // Several listeners' gates would each need a name of their own; the platform has one.
  if (listeners.length !== 1) throw new Error('An announced statement takes exactly one listener');
  const [listener] = listeners as [StatementFanOut];
  const text = `with ${change.input},
    ${listener.gate({ companies: `${companies}::int[]`, types: `${types}::text[]` })},
    ${change.writes},
    platform_event_source as (${change.events}),
    platform_recorded_events as (
      insert into platform_events (company_id, type, data, occurred_at)
      select e.company_id, e.type, e.data, ${now}::timestamptz from platform_event_source e
      where (e.company_id, e.type) in (select * from unnest(${wantedCompanies}::int[], ${wantedTypes}::text[]))
      order by e.position
      returning id, company_id, type
    ),
    ${listener.fanOut({ now: `${now}::timestamptz` })}
    ${change.result}`;
  return {
    text,
    params: (changeParams, { companies, types, wanted, now }) => [
      ...changeParams,
      arrayLiteral(companies),
      arrayLiteral(types),
      arrayLiteral(wanted.map(([companyId]) => companyId)),
      arrayLiteral(wanted.map(([, type]) => type)),
      now.toISOString(),
    ],
  };
}
