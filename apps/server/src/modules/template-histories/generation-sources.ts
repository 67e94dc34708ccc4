import type { TemplateForGeneration, TemplatesService } from '../templates';

/** What generating a batch needs of a template: the templates module's door provides it. */
export type GenerationTemplate = TemplateForGeneration;
export type GenerationTemplates = Pick<
  TemplatesService,
  'forGeneration' | 'labelSetupFor' | 'batchValueProblem' | 'artworkSizeOf'
>;

/** The Expiry Date component's text: the month `months` after the batch date, as MM/YYYY (UTC). */
export function printedExpiry(batchDate: Date, months: number | null): string | null {
  if (months === null) return null;
  const monthIndex = batchDate.getUTCFullYear() * 12 + batchDate.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${String(month).padStart(2, '0')}/${year}`;
}
