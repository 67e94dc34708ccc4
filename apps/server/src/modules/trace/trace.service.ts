import type { PlatformOutbox } from '../../platform/outbox';
import type { CallBody } from '@veritag/api';
import { contract } from '@veritag/api';
import type { Database } from '../../db/database';
import { ownRecordScope, type Caller } from '../../platform/access';
import type { CodeBlacklistService } from '../code-blacklist';
import type { CodesService } from '../codes';
import { customerRefs } from '../customers';
import { checkReportDates, type ReportFilesService } from '../report-files';
import { inventoryReportSource } from './inventory.report';
import { carrierOf } from './trace-carrier';
import { captureJobsOf } from './epcis-rest';
import { capturedEventsOf } from './epcis-captured';
import { epcisEventsQuery } from './epcis-query';
import { traceCapture } from './trace-capture';
import { traceHistory, type TraceHistoryDeps } from './trace-history';
import { traceLists } from './trace-lists';

type InventoryReportForm = CallBody<typeof contract.reports.inventory>;

export interface TraceDeps {
  database: Database;
  codes: CodesService;
  blacklist: CodeBlacklistService;
  /** What a code's history reads from the modules that own it (see trace-history.ts). */
  history: Pick<TraceHistoryDeps, 'rollOf' | 'linkOf' | 'binningOf' | 'scansOf'>;
  reportFiles: ReportFilesService;
  outbox?: Pick<PlatformOutbox, 'recordPlatformEvents'>;
  clock: () => Date;
  /** The platform's public address: EPCIS names codes by the URIs their labels carry on it. */
  publicBaseUrl: string;
}

/**
 * Track and trace (decision 0303): the EPCIS capture, the inventory and consignment lists, a code's
 * history and the inventory report.
 */
export function traceService({
  database,
  codes,
  blacklist,
  history,
  reportFiles,
  clock,
  publicBaseUrl,
  outbox,
}: TraceDeps) {
  const db = database.db;
  const report = reportFiles.register('inventory', inventoryReportSource(database));
  const capture = traceCapture({ db, codes, clock, publicBaseUrl, outbox });
  return {
    capture,
    /** The EPCIS REST binding: a capture kept as a job, and the standard events query. */
    captureJobs: captureJobsOf({ db, capture, clock }),
    events: epcisEventsQuery({ db, codes, clock, publicBaseUrl }),
    /** Stored events by id, as the EPCIS query matcher reads them and as a query document lists them (subscriptions). */
    capturedEvents: capturedEventsOf({ db, codes, publicBaseUrl }),
    /** A code's history as an EPCIS document; the QR search job writes it to a file. */
    historyOf: traceHistory({ db, codes, blacklist, ...history, clock, publicBaseUrl }),
    ...traceLists(db),
    /** The consignment (with a placed destination) that carried a code, for geo-diversion; inside the caller's transaction. */
    carrierOf,

    /** Starts the Inventory Transaction report; a customer the caller does not work for is not found. */
    async inventoryReport(
      caller: Caller,
      form: InventoryReportForm,
    ): Promise<{ fileName: string }> {
      checkReportDates(form, clock());
      if (form.customer !== undefined)
        await customerRefs.find(db, ownRecordScope(caller), form.customer);
      const { fromDate, toDate, timeZone, customer } = form;
      return report.start(
        caller,
        { fromDate, toDate, ...(customer === undefined ? {} : { customer }) },
        { timeZone },
      );
    },
  };
}
export type TraceService = ReturnType<typeof traceService>;
