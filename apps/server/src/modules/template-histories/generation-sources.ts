import type { PageSize } from '@veritag/domain';
import type { Caller } from '../../platform/access';
import type { BatchValues, LabelSetup } from '../labels';

/** What generating a batch needs of a template (the templates module's door provides it). */
export interface GenerationTemplate {
  templateId: number;
  revisionId: number;
  companyId: number;
  customerId: number;
  customerName: string;
  description: string;
}

export interface GenerationTemplates {
  /** The template as the caller may generate from it: 404 outside their reach, 400 while PENDING. */
  forGeneration(caller: Caller, templateId: number): Promise<GenerationTemplate>;
  /** The engine's setup for a saved revision, with this batch's values and, if given, its own artwork. */
  labelSetupFor(revisionId: number, options: { artwork?: Uint8Array; batch: BatchValues }): Promise<LabelSetup>;
  /** The label size of the revision's template (its master PDF's page), in points. */
  artworkSizeOf(revisionId: number): Promise<PageSize>;
}

/** The Expiry Date component's text: the month `months` after the batch date, as MM/YYYY (UTC). */
export function printedExpiry(batchDate: Date, months: number | null): string | null {
  if (months === null) return null;
  const monthIndex = batchDate.getUTCFullYear() * 12 + batchDate.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${String(month).padStart(2, '0')}/${year}`;
}
