/**
 * The refusals a shopper can meet on the scan-side forms (report, registration, one-time code,
 * invoice, points) and the notice page of a limit, each by a stable key with its English words
 * (decision 0472). The JSON API says the English words as its problem titles and field details;
 * the scan pages say the key's words from their catalogues (`refusal.<key>`) in the page's
 * language, and a refusal not listed here in the server's English.
 *
 * The server words every such refusal from this table (`scanRefusalText`), and the field checks
 * of the scan forms word theirs with `messages` (checked against this table by its test), so
 * `scanRefusalOf` finds the key of any of them by its words. `{name}` is a value said in the
 * words; a key with two forms says its count in English's singular and plural.
 */
export const scanRefusals = {
  // A form sent back: the fields at fault are marked with their own refusal.
  checkFields: 'Check the marked fields',

  // The scan forms' field checks (scan-forms.schema.ts), as `messages` words them.
  required: 'This field is required',
  lessThan: 'Value must be less than {limit}',
  notLessThan: "Value can't be less than {limit}",
  minLength: 'Min Length {limit}',
  maxLength: 'Max Length {limit}',
  number: 'Value must be a number',
  wholeNumber: 'Value must be a whole number',
  emailFormat: 'Email must be an address such as name@example.com',
  otpDigits: 'Enter the {digits}-digit code',

  // The scan's services.
  staleScan: 'This scan can no longer be changed: scan the code again',
  notReportable: 'Only a product found not genuine can be reported',
  registerOnThisPhone: 'Scan the code with this phone to register it',
  notRegistrable: 'This product cannot be registered',
  alreadyRegistered: 'This product is already registered',
  registerFirst: 'Register first: your details were not received',
  codeExpired: 'This code has expired: send your details again for a new one',
  tooManyWrongCodes: 'Too many wrong codes: send your details again for a new one',
  codeNotRight: 'This code is not right',
  noInvoiceTaken: 'This product does not take an invoice',
  confirmBeforeInvoice: 'Confirm your mobile before you upload the invoice',
  confirmOnThisPhone: 'Confirm your mobile on this phone to use your points',
  pointsAccountNotFound: 'Your points account not found',
  noPointsYet: 'You have no points to redeem yet',
  pointsOverBalance: [
    'You have {balance} point: ask for {balance} or fewer',
    'You have {balance} points: ask for {balance} or fewer',
  ],

  // The invoice's file (the server's upload checks).
  chooseFile: 'Choose a file for {field}',
  invoiceType: 'The file must be a photo or a PDF',
  fileTooLarge: 'The file is larger than {size}',
  fileEmpty: 'The file is empty',
  oneFileOnly: 'Only one file may be uploaded',
  imageUnreadable: 'The image could not be read',
  pdfUnreadable: 'The PDF file could not be read',
  pdfEncrypted: 'Encrypted PDF files are not accepted; remove the password and upload again',

  // The public limits of these pages; the page adds when to try again in its own words.
  tooManyChecks: 'Too many checks from your network',
  tooManyReports: 'Too many reports from your network',
  reportsBusy: 'We are receiving too many reports right now',
  smsBusy: 'We cannot send more codes right now',
  noMoreCodes: 'No more codes can be sent for this right now',
  tooManyCodesTried: 'Too many codes tried from your network',
  tooManyMails: 'Too many mails',
  tooManyRequests: 'Too many requests from your network',
} as const satisfies Record<string, string | readonly [string, string]>;

export type ScanRefusalKey = keyof typeof scanRefusals;
export const scanRefusalKeys = Object.keys(scanRefusals) as ScanRefusalKey[];

type RefusalValues = Readonly<Record<string, string | number>>;

/** A refusal as the scan pages say it: its key, and the values its words need. */
export interface ScanRefusal {
  key: ScanRefusalKey;
  values?: RefusalValues;
}

const placeholder = /\{(\w+)\}/g;
const formsOf = (key: ScanRefusalKey): readonly string[] => {
  const words = scanRefusals[key];
  return typeof words === 'string' ? [words] : words;
};

/** A refusal's English words, its values filled in (a two-form key by its first number: 1 is singular). */
export function scanRefusalText(key: ScanRefusalKey, values: RefusalValues = {}): string {
  const forms = formsOf(key);
  const count = Object.values(values).find((value) => typeof value === 'number');
  const form = forms.length > 1 && count !== 1 ? forms[1]! : forms[0]!;
  return form.replace(placeholder, (written, name: string) =>
    values[name] === undefined ? written : String(values[name]),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each form of each key as a pattern: a value is any text, a value said twice the same text. */
const patterns = scanRefusalKeys.flatMap((key) =>
  formsOf(key).map((form) => {
    const seen = new Set<string>();
    const source = form
      .split(placeholder)
      .map((part, index) => {
        if (index % 2 === 0) return escape(part);
        if (seen.has(part)) return `\\k<${part}>`;
        seen.add(part);
        return `(?<${part}>.+?)`;
      })
      .join('');
    return { key, pattern: new RegExp(`^${source}$`) };
  }),
);

/** Which refusal English words are, with the values said in them (a whole number as a number); undefined for words not in the table. */
export function scanRefusalOf(text: string): ScanRefusal | undefined {
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const found = Object.entries(match.groups ?? {});
    if (found.length === 0) return { key };
    return {
      key,
      values: Object.fromEntries(
        found.map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]),
      ),
    };
  }
  return undefined;
}
