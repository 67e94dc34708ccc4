import type { ReactNode } from 'react';
import { Card } from '@veritag/ui';
import { PageHeader, type Crumb } from '#app/app/PageHeader';

/** An add or edit screen's frame: breadcrumb and heading, then the form on a card. */
export function FormPage({ title, trail, children }: { title: string; trail: readonly Crumb[]; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} trail={trail} />
      <Card>{children}</Card>
    </>
  );
}
