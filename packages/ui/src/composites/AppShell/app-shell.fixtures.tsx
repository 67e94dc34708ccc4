import { defaultLayout, menuFor } from '@veritag/domain';
import { useState, type ReactNode } from 'react';
import { vars } from '../../tokens/contract.css';
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

/** A phone's width in CSS px (an iPhone 14 held upright). */
export const phoneWidthPx = 390;

/**
 * A phone-wide frame for a story. The shell lays out by its own width, so inside it shows the
 * mobile layout on a wide canvas and on a docs page alike. Layout and paint containment make the
 * frame the box of the shell's fixed drawer, backdrop and panel, and clip the closed drawer.
 */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ width: phoneWidthPx, contain: 'layout paint', border: `1px solid ${vars.color.border.control}`, borderRadius: vars.radius.lg }}
    >
      {children}
    </div>
  );
}
