import type { ConsignmentStatus as Status } from '@veritag/domain';
import { Badge, type BadgeTone } from '@veritag/ui';

/** Ours (the spec shows no values): the statuses the events API sets, in words. */
const statusWords: Record<Status, { label: string; tone: BadgeTone }> = {
  IN_TRANSIT: { label: 'In transit', tone: 'info' },
  PARTIALLY_RECEIVED: { label: 'Partially received', tone: 'warning' },
  RECEIVED: { label: 'Received', tone: 'success' },
};

/** A status the console does not know yet is shown as the server sent it. */
export const statusLabel = (status: string | null | undefined) =>
  status ? (statusWords[status as Status]?.label ?? status) : '';

export function ConsignmentStatus({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <Badge tone={statusWords[status as Status]?.tone ?? 'neutral'}>{statusLabel(status)}</Badge>
  );
}
