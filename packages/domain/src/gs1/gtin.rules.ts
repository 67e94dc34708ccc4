import * as v from 'valibot';
import { messages } from '../messages/messages';

/** The lengths a GTIN comes in: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
export const gtinLengths = [8, 12, 13, 14] as const;

/**
 * The GS1 mod-10 check digit of the digits before it: from the right, weights 3, 1, 3, 1...
 * (so a GTIN padded with leading zeros keeps its check digit).
 */
export function gs1CheckDigitOf(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const fromRight = payload.length - i;
    sum += Number(payload[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a typed GTIN, in the words the form shows; undefined when it is a GTIN. */
export function gtinProblem(text: string): string | undefined {
  if (!/^\d+$/.test(text) || !(gtinLengths as readonly number[]).includes(text.length))
    return messages.gtinLength;
  if (gs1CheckDigitOf(text.slice(0, -1)) !== Number(text.at(-1))) return messages.gtinCheckDigit;
  return undefined;
}

/**
 * The GTIN as 14 digits (GTIN-8, -12 and -13 padded with leading zeros), the one form that is
 * stored, compared and printed, so '4006381333931' and '04006381333931' are the same product.
 * Throws for a text that is no GTIN: check it with `gtinProblem` first.
 */
export function gtin14Of(text: string): string {
  const problem = gtinProblem(text);
  if (problem) throw new Error(`'${text}' is no GTIN: ${problem}`);
  return text.padStart(14, '0');
}

/**
 * The product form's optional GTIN: blank is none; otherwise 8, 12, 13 or 14 digits with a
 * right check digit, saved as 14 digits.
 */
export const optionalGtin = v.optional(
  v.pipe(
    v.string(messages.gtinLength),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') return undefined;
      const problem = gtinProblem(dataset.value);
      if (!problem) return dataset.value.padStart(14, '0');
      addIssue({ message: problem });
      return NEVER;
    }),
  ),
);
