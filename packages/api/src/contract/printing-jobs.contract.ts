import * as v from 'valibot';
import {
  access,
  IdParamsSchema,
  IdSchema,
  pageSchema,
  PrinterDestinationFieldsSchema,
  PrintingJobFormSchema,
  PrintingJobSchema,
  printingOwnerKinds,
  PrintingTargetSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery } from './shared-schemas';

/** The printing job list's columns (spec 001 section 2) and created date; each sorts on the server. */
const columns = ['fileName', 'status', 'printingStatus', 'createdDate'] as const;

/**
 * Printing jobs sit under Printing, and what they print is print data: the Print Data
 * privilege gates them, 1 to see the list, 2 to add a job and to send it to the printer (a
 * send is as much a change as an add: it puts labels on a press). See
 * docs/decisions/0202-printing-jobs-print-data-privilege.md.
 */
export const printingJobAccess = {
  read: access.company('Print Data', 1),
  write: access.company('Print Data', 2),
};

export const printingJobCalls = {
  create: defineCall({
    method: 'POST',
    path: '/savePrintingJob',
    access: printingJobAccess.write,
    summary:
      'Add a printing job (multipart: noOfJob, file, destination): the CSV is checked, stored and split into noOfJob job files by a job.',
    multipart: {
      fields: v.omit(PrintingJobFormSchema, ['file']),
      files: { file: { rule: 'printingJobCsv', required: true } },
    },
    reply: PrintingJobSchema,
    ours: 'reply not shown: the saved job, RUNNING until its job files are made; destination (vendor:<id> or plant:<id>) is ours',
  }),
  list: defineCall({
    method: 'GET',
    path: '/getPrintingJob',
    access: printingJobAccess.read,
    summary: 'A page of printing jobs, newest first, searched and sorted on the server.',
    query: listQuery(columns),
    reply: pageSchema(PrintingJobSchema),
    ours: 'reply not shown: a page as the other lists',
  }),
  sendForPrinting: defineCall({
    method: 'GET',
    path: '/printingJob/storeftp/:id',
    access: printingJobAccess.write,
    summary:
      "Send a printing job's files to its printer (its vendor's or plant's FTP, FTPS or SFTP server, else the local drop folder); printingStatus becomes SENDING, then SENT or FAILED.",
    params: IdParamsSchema,
    reply: PrintingJobSchema,
    ours: 'reply not shown: the job with its new printingStatus (SENDING)',
  }),
} as const;

const kindParams = v.object({
  kind: v.picklist(printingOwnerKinds, 'Choose vendor or plant'),
  id: IdSchema,
});

/**
 * Ours: where each vendor's and plant's printing jobs go. Anyone who works with printing jobs
 * sees the list (the add form's choice); only the company admin sets or removes a destination,
 * since it holds the login of an outside server.
 */
export const printingDestinationCalls = {
  list: defineCall({
    method: 'GET',
    path: '/printing-destinations',
    access: printingJobAccess.read,
    summary:
      "The company's vendors and plants, each with its printer destination (password masked) or null for the local drop folder.",
    reply: v.array(PrintingTargetSchema),
    ours: 'the spec configures no printer; a job is sent to its vendor or plant (decision 0204)',
  }),
  save: defineCall({
    method: 'PUT',
    path: '/printing-destinations/:kind/:id',
    access: access.companyAdmin,
    summary:
      "Set a vendor's or plant's printer destination: protocol (ftp, ftps, sftp), host, port, username, password (the mask keeps the stored one), folder; the vendor or plant is found (404) before the form is judged (400).",
    params: kindParams,
    body: PrinterDestinationFieldsSchema,
    reply: PrintingTargetSchema,
    ours: 'the spec configures no printer; the password is stored sealed and never sent back',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/printing-destinations/:kind/:id',
    access: access.companyAdmin,
    summary:
      "Remove a vendor's or plant's printer destination: its jobs go to the local drop folder.",
    params: kindParams,
    reply: 'empty',
    ours: 'the spec configures no printer',
  }),
} as const;
