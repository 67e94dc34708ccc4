import { monthNames, type DateParts, type MonthName } from '../dates/date-format.rules';
import { digitRanges, printDataYears, type CodeType } from './print-data.constants';

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The digit counts offered for a code type; none until one is chosen. */
export const digitOptionsFor = (codeType: CodeType | undefined): number[] =>
  codeType === undefined ? [] : range(digitRanges[codeType].from, digitRanges[codeType].to);

/**
 * Whether a typed serial number starts as a spreadsheet formula does and no serial number does:
 * = or @. Print files carry serial numbers exactly as typed, so such a one is refused when typed
 * rather than run by whoever opens the file in a spreadsheet. + and - also start formulas, but
 * they start real serial numbers too (-0042, +44 20 7946): those are taken and printed as typed.
 */
export const serialStartsAsFormula = (serial: string): boolean =>
  serial.startsWith('=') || serial.startsWith('@');

/** 2015 to 2050. */
export const printDataYearOptions = (): number[] => range(printDataYears.from, printDataYears.to);

export interface MicrositeDefaults {
  month: MonthName;
  year: number;
  codeType: 'Alphanumeric';
  quantity: 1;
  digit: 9;
  up: 1;
  isMicrosite: true;
}

/** Values filled in for a microsite client (spec 001 section 4); `today` is passed in. */
export const micrositeDefaults = (today: DateParts): MicrositeDefaults => ({
  month: monthNames[today.month - 1] ?? 'Jan',
  year: today.year,
  codeType: 'Alphanumeric',
  quantity: 1,
  digit: 9,
  up: 1,
  isMicrosite: true,
});

/**
 * Print data row (spec 001 section 4): downloads hide while genStatus is RUNNING; a CLOSE
 * production status hides the Excel and CSV downloads unless the user is admin.
 */
export function printDataRowActions(
  row: { genStatus?: string | null; productionStatus?: string | null },
  isAdmin: boolean,
) {
  const generated = row.genStatus !== 'RUNNING';
  const download = generated && (row.productionStatus !== 'CLOSE' || isAdmin);
  return { downloadExcel: download, downloadCsv: download, view: true };
}

/**
 * After saving print data (spec 001 section 4): microsite clients request a microsite code
 * generation (`generate/roto-qr`), the others a file generation (`gen/file/{id}`).
 */
export const printDataNextStep = (client: {
  micrositeEnable?: boolean | null;
}): 'generateMicrositeCodes' | 'generateFile' =>
  client.micrositeEnable ? 'generateMicrositeCodes' : 'generateFile';
