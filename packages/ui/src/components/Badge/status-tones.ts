import type { JobStatus, TemplateStatus } from '@veritag/domain';
import type { BadgeTone } from './Badge';

/** The tone of each status the spec shows, so every list colours a status the same way. */
export const statusTones: Record<JobStatus | TemplateStatus, BadgeTone> = {
  RUNNING: 'info',
  COMPLETED: 'success',
  FAILED: 'danger',
  PENDING: 'warning',
  UPDATED: 'success',
};
