import * as v from 'valibot';
import { fileRules } from '../files/file-rules';
import { chosenFile } from '../files/file.rules';
import { choiceOf, optionalNumber, requiredNumber } from '../fields/fields.schema';
import { messages } from '../messages/messages';
import { maxId } from '../text/text.schema';

/** Number of jobs at most 200 (spec 001 sections 5 and 9). */
export const maxPrintingJobs = 200;

/**
 * The job's files (ours): RUNNING while the CSV is split into its job files, COMPLETED once
 * every file is made, FAILED (with the reason) when it could not be.
 */
export const printingJobStatuses = ['RUNNING', 'COMPLETED', 'FAILED'] as const;
/**
 * Where the files are on their way to the printer (ours): NOT SENT until the first send,
 * SENDING while a delivery runs (and between its automatic retries), SENT once every file
 * arrived, FAILED with the reason when the delivery gave up. A send from FAILED or SENT is
 * a new delivery.
 */
export const printingStatuses = ['NOT SENT', 'SENDING', 'SENT', 'FAILED'] as const;
export type PrintingStatus = (typeof printingStatuses)[number];

/** Who a job is printed by: a vendor or a plant of the company (ours). */
export const printingOwnerKinds = ['vendor', 'plant'] as const;
export type PrintingOwnerKind = (typeof printingOwnerKinds)[number];

/**
 * The add form's destination choice, one field: `vendor:12`, `plant:3`, or blank for the
 * local drop folder. Outputs `{ kind, id }` or undefined.
 */
/** The printer choice that sends the files to the local drop folder (as no choice does). */
export const dropFolderChoice = 'drop';

export const PrintingDestinationChoiceSchema = v.optional(
  v.pipe(
    v.string(messages.chooseOption),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '' || dataset.value === dropFolderChoice) return undefined;
      const match = /^(vendor|plant):(\d{1,10})$/.exec(dataset.value);
      const id = Number(match?.[2]);
      if (!match || id < 1 || id > maxId) {
        addIssue({ message: messages.chooseOption });
        return NEVER;
      }
      return { kind: match[1] as PrintingOwnerKind, id };
    }),
  ),
);

/** The printing job form: number of jobs, one CSV of at most 10 MB, and where it is printed. */
export const PrintingJobFormSchema = v.object({
  noOfJob: requiredNumber({ max: maxPrintingJobs }),
  destination: PrintingDestinationChoiceSchema,
  file: chosenFile(fileRules.printingJobCsv),
});
export type PrintingJobForm = v.InferOutput<typeof PrintingJobFormSchema>;

const ProgressSchema = v.object({ done: v.number(), total: v.number() });

export const PrintingJobSchema = v.object({
  id: v.number(),
  noOfJob: v.number(),
  /** The uploaded CSV's download path. */
  file: v.nullish(v.string()),
  /** The uploaded CSV's name, as the user's computer called it. */
  fileName: v.nullish(v.string()),
  status: v.nullish(v.string()),
  printingStatus: v.nullish(v.string()),
  createdDate: v.optional(v.string()),
  /** Ours: data rows in the CSV (the header not counted). */
  rows: v.optional(v.number()),
  /** Ours: while RUNNING, job files made of noOfJob. */
  progress: v.nullish(ProgressSchema),
  /** Ours: why the files could not be made (status FAILED). */
  reason: v.nullish(v.string()),
  /** Ours: while SENDING, files delivered of noOfJob. */
  printingProgress: v.nullish(ProgressSchema),
  /** Ours: why the delivery failed (FAILED), or why it is being retried (SENDING). */
  printingReason: v.nullish(v.string()),
  /** Ours: the vendor or plant chosen on the form; absent for the local drop folder. */
  destination: v.nullish(
    v.object({ kind: v.picklist(printingOwnerKinds), id: v.number(), name: v.string() }),
  ),
  /** Ours: where the last delivery went (`ftp://host:21/folder`, `the local drop folder`). */
  sentTo: v.nullish(v.string()),
  /** Ours: when the last delivery finished. */
  sentDate: v.nullish(v.string()),
});
export type PrintingJob = v.InferOutput<typeof PrintingJobSchema>;

/** How a vendor's or plant's printer takes files (ours). */
export const printerProtocols = ['ftp', 'ftps', 'sftp'] as const;
export type PrinterProtocol = (typeof printerProtocols)[number];
export const defaultPrinterPorts: Record<PrinterProtocol, number> = { ftp: 21, ftps: 21, sftp: 22 };
/** A stored password is never sent back; this stands for it, and sent back unchanged keeps it. */
export const printerPasswordMask = '********';

const hostName = v.pipe(
  v.optional(v.string(messages.required), ''),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(253, messages.maxLength(253)),
  // A DNS name, IPv4 or bracket-less IPv6 address: no scheme, path, user or spaces.
  v.regex(/^[A-Za-z0-9.:-]+$/, 'Enter a host name or address only, such as printer.example.com'),
);

/**
 * A vendor's or plant's printer destination (ours): the protocol, where the server is, who to
 * log in as, and the folder the job files go to. The port defaults to the protocol's.
 */
export const PrinterDestinationFormSchema = v.object({
  protocol: choiceOf(printerProtocols),
  host: hostName,
  port: optionalNumber({ maxChars: 5, max: 65535 }),
  username: v.pipe(
    v.optional(v.string(messages.required), ''),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(100, messages.maxLength(100)),
  ),
  password: v.pipe(
    v.optional(v.string(messages.required), ''),
    v.nonEmpty(messages.required),
    v.maxLength(200, messages.maxLength(200)),
  ),
  folder: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(250, messages.maxLength(250)),
      v.check((folder) => !folder.split('/').includes('..'), 'The folder may not contain ..'),
      v.check(
        (folder) =>
          !folder.includes('\\') && [...folder].every((char) => char.charCodeAt(0) >= 0x20),
        'Use / between folder names',
      ),
    ),
    '',
  ),
});
export type PrinterDestinationForm = v.InferOutput<typeof PrinterDestinationFormSchema>;

const loose = (max: number) =>
  v.optional(
    v.union(
      [v.pipe(v.string(), v.maxLength(max, messages.maxLength(max))), v.number()],
      messages.required,
    ),
  );
/**
 * What the save call's contract takes: each field bounded, none required, so a form aimed at
 * another company's vendor or plant answers 404 before the whole form is judged (400) with
 * PrinterDestinationFormSchema, as the user form does.
 */
export const PrinterDestinationFieldsSchema = v.object({
  protocol: loose(10),
  host: loose(253),
  port: loose(10),
  username: loose(100),
  password: loose(200),
  folder: loose(250),
});

export const PrinterDestinationSchema = v.object({
  protocol: v.picklist(printerProtocols),
  host: v.string(),
  port: v.number(),
  username: v.string(),
  /** Always the mask. */
  password: v.string(),
  folder: v.string(),
});
export type PrinterDestination = v.InferOutput<typeof PrinterDestinationSchema>;

/** A vendor or plant with its printer destination, or null when its jobs go to the local drop folder. */
export const PrintingTargetSchema = v.object({
  kind: v.picklist(printingOwnerKinds),
  id: v.number(),
  name: v.string(),
  destination: v.nullable(PrinterDestinationSchema),
});
export type PrintingTarget = v.InferOutput<typeof PrintingTargetSchema>;

/** `ftp://printer.example.com:21/incoming`: how a destination reads on screen and in a job's sentTo. */
export const destinationAddress = (
  destination: Pick<PrinterDestination, 'protocol' | 'host' | 'port' | 'folder'>,
) =>
  `${destination.protocol}://${destination.host.includes(':') ? `[${destination.host}]` : destination.host}:${destination.port}/${destination.folder.replace(/^\/+/, '')}`;
