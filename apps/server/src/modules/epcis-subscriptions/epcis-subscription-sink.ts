import type { EpcisNamedQueryParams, EpcisQuerySchedule } from '@veritag/domain';
import type { Db } from '../../db/database';

/** A subscription to a named query, as this module hands it to the webhook machinery. */
export interface EpcisSubscriptionOrder {
  companyId: number;
  createdBy: string;
  queryName: string;
  /** The named query's parameters: the filter every captured event is matched with (epcisQueryMatches). */
  query: EpcisNamedQueryParams;
  dest: string;
  /** The client's own signing key; without it the machinery makes a `whsec_` secret. */
  signatureToken?: string;
  reportIfEmpty: boolean;
  trigger: { stream: true } | { schedule: EpcisQuerySchedule };
  initialRecordTime?: string;
}

export interface EpcisSubscriptionRecord {
  subscriptionID: string;
  createdAt: Date;
  /** The `whsec_` secret made when no signatureToken was given, to show once. */
  secret?: string;
}

/**
 * The seam to the webhook machinery (decision 0460): its subscriptions table keeps EPCIS
 * subscriptions beside the platform's own (`epcis_query_name`, `epcis_query`), and its fan-out
 * of `epcis.captured` decides with the stored query (epcis-stream-filter.ts, decision 0461).
 * Each call runs inside the caller's transaction, so a named query and its subscriptions
 * change together. `subscribe` refuses a destination the webhook rules refuse (an ApiProblem).
 */
export interface EpcisSubscriptionSink {
  subscribe(tx: Db, order: EpcisSubscriptionOrder): Promise<EpcisSubscriptionRecord>;
  /** Ends one subscription of the named query; false when it has none of that id. */
  unsubscribe(
    tx: Db,
    scope: { companyId: number; queryName: string },
    subscriptionID: string,
  ): Promise<boolean>;
  /** Ends every subscription of a named query (the query is being removed). */
  unsubscribeAll(tx: Db, scope: { companyId: number; queryName: string }): Promise<void>;
}
