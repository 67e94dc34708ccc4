import { serialStartsAsFormula } from '@veritag/domain';
import { badRequest, fieldError } from '../../http/problem';

/** The longest product serial number (spec 001 section 5), in the CSV as in the form. */
export const maxSerialLength = 25;

/**
 * The serial numbers of a serial number CSV, one per code in print order: one column, a
 * serial per line, an optional header line naming it ("serial number", "serialNumber"), blank
 * lines ignored, a value may be quoted. A line that is no serial (one starting as a formula
 * among them) is refused with its number, so the person can find it; so is a count that differs
 * from the run's quantity. Serials are kept exactly as written: -0042 stays -0042.
 */
export function serialNumbersOf(csv: Buffer, quantity: number): string[] {
  const refuse = (title: string) => badRequest(title, [fieldError('serialNumberCsv', title)]);
  const lines = csv
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/);
  const serials: string[] = [];
  for (const [index, line] of lines.entries()) {
    const value = line
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .replaceAll('""', '"')
      .trim();
    if (value === '') continue;
    if (
      serials.length === 0 &&
      index === lines.findIndex((l) => l.trim() !== '') &&
      /^serial[\s_-]*(number|no\.?)?$/i.test(value)
    )
      continue;
    if (/[,;\t]/.test(value))
      throw refuse(
        `Line ${index + 1} of the serial number CSV has more than one column: put one serial number per line`,
      );
    if (value.length > maxSerialLength)
      throw refuse(
        `Line ${index + 1} of the serial number CSV is longer than ${maxSerialLength} characters`,
      );
    if (serialStartsAsFormula(value))
      throw refuse(
        `Line ${index + 1} of the serial number CSV starts with ${value[0]}: a serial number can not start with = or @ (a spreadsheet would run it as a formula)`,
      );
    serials.push(value);
  }
  if (serials.length !== quantity) {
    throw refuse(
      `The serial number CSV has ${serials.length.toLocaleString('en-US')} serial numbers but the quantity is ${quantity.toLocaleString('en-US')}: give one serial number per code`,
    );
  }
  return serials;
}
