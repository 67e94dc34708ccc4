import type { ReactNode } from 'react';
import { Card, DiscardGuardProvider } from '@veritag/ui';
import { PageHeader, type Crumb } from '#app/app/PageHeader';
import { useLeaveGuard } from './use-leave-guard';

/**
 * An add or edit screen's frame: breadcrumb and heading, then the form on a card. A form on it
 * with unsaved changes asks before Cancel, a link or closing the tab discards them.
 */
export function FormPage({
  title,
  trail,
  children,
}: {
  title: string;
  trail: readonly Crumb[];
  children: ReactNode;
}) {
  return (
    <DiscardGuardProvider>
      <LeaveGuard />
      <PageHeader title={title} trail={trail} />
      <Card>{children}</Card>
    </DiscardGuardProvider>
  );
}

function LeaveGuard() {
  useLeaveGuard();
  return null;
}
