import type { JobStatus, TemplateStatus } from './template.constants';
import { textComponentTypes, type ComponentType } from './template.constants';

/** Template list row (spec 001 section 2): Generate token hides while the status is PENDING. */
export const templateRowActions = (status: TemplateStatus | string) => ({
  download: true,
  edit: true,
  generateToken: status !== 'PENDING',
});

/** Token list row: the three downloads hide while the batch is RUNNING. */
export const tokenRowActions = (status: JobStatus | string) => {
  const ready = status !== 'RUNNING';
  return { downloadPdf: ready, downloadCsv: ready, downloadUrlsCsv: ready };
};

export const isTextComponent = (type: ComponentType): boolean =>
  (textComponentTypes as readonly string[]).includes(type);

/**
 * Add Component buttons (spec 001 section 2): warning for the type being placed, success for
 * saved types (which offer delete), info otherwise.
 */
export type ComponentButtonTone = 'warning' | 'success' | 'info';
export function componentButton(
  type: ComponentType,
  current: ComponentType | undefined,
  saved: readonly ComponentType[],
): { tone: ComponentButtonTone; action: 'add' | 'delete' } {
  if (type === current) return { tone: 'warning', action: 'add' };
  if (saved.includes(type)) return { tone: 'success', action: 'delete' };
  return { tone: 'info', action: 'add' };
}
