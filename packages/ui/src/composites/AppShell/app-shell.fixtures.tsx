import { defaultLayout, menuFor } from '@veritag/domain';
import { useState } from 'react';
import { AppShell, type AppShellProps } from './AppShell';
import type { ShellLayout } from './shell-types';

/** The admin's full menu, built by the domain rule the console uses. */
export const adminMenu = menuFor({ role: 'ROLE_ADMIN', privileges: [], trackAndTrace: false });

/** The spec's right-hand panel holds fixed sample weather. */
export function SampleWeather() {
  return (
    <>
      <h2>Weather</h2>
      <p>Valletta: 24 °C, sunny. Wind 12 km/h from the north-west.</p>
    </>
  );
}

export interface ShellDemoProps extends Partial<Omit<AppShellProps, 'layout' | 'onLayoutChange'>> {
  initialLayout?: Partial<ShellLayout>;
  onLayoutChange?: (layout: ShellLayout) => void;
  longContent?: boolean;
}

/** The shell as the console uses it: the console keeps the layout and feeds it back. */
export function ShellDemo({ initialLayout, onLayoutChange, longContent = false, ...props }: ShellDemoProps) {
  const [layout, setLayout] = useState<ShellLayout>({ ...defaultLayout, ...initialLayout });
  return (
    <AppShell
      title="Veritag"
      user={{ name: 'Asha Rao' }}
      menu={adminMenu}
      currentRoute="/customer_list"
      onProfile={() => undefined}
      onLogout={() => undefined}
      {...props}
      layout={layout}
      onLayoutChange={(next) => {
        setLayout(next);
        onLayoutChange?.(next);
      }}
    >
      <h1>Customers</h1>
      <p>The list of customers of the company appears here.</p>
      {longContent &&
        Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: labels are printed by vendors and plants, linked to products, and scanned by consumers
            who want to know that what they bought is genuine.
          </p>
        ))}
    </AppShell>
  );
}
