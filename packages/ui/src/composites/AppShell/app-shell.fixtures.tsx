import { defaultLayout, type MenuItem } from '@veritag/domain';
import { useState, type ReactNode } from 'react';
import { vars } from '../../tokens/contract.css';
import { AppShell, type AppShellProps } from './AppShell';
import type { ShellLayout } from './shell-types';

const group = (label: string, entries: readonly [string, string][]): MenuItem => ({
  kind: 'group',
  label,
  items: entries.map(([entry, route]) => ({ label: entry, route })),
});

/**
 * A company admin's menu as domain's `menuFor` builds it from the console's screens (the
 * console declares the entries; the shell only draws what it is given).
 */
export const adminMenu: MenuItem[] = [
  { kind: 'link', label: 'User Management', route: '/user_list' },
  { kind: 'link', label: 'Audit Trail', route: '/audit_trail' },
  group('Master', [
    ['Customer', '/customer_list'],
    ['Product', '/product_list'],
    ['Plant', '/plant_list'],
    ['Vendor', '/vendor_list'],
    ['Packaging', '/packaging_list'],
    ['Guilloche Images', '/guilloche_images_list'],
    ['Link QR', '/link_qr'],
  ]),
  group('Printing', [
    ['Print Data', '/print_data_list'],
    ['Label Production', '/label_production_list'],
    ['Rolls', '/roll_file_list'],
    ['Printing Jobs', '/printing_job_list'],
    ['Blacklisted Codes', '/code_blacklist'],
  ]),
  group('Template', [
    ['Add Template', '/template_add'],
    ['Template', '/template_design'],
    ['Download Print Data', '/template_history_list'],
    ['Invalid Scan', '/invalid_scan_list'],
    ['Report', '/report'],
    ['F-Codes Report', '/reports'],
    ['EndUser Reward Report', '/enduser_reward_reports'],
  ]),
  group('Token Data', [
    ['Master Product', '/master_product_list'],
    ['Token Data', '/token_data_list'],
    ['Token Data Report', '/token_data_report'],
  ]),
  group('Track and Trace', [
    ['Inventory', '/inventory_list'],
    ['Consignment', '/consignment_list'],
    ['Parent F-Codes', '/consignment_fcode_list'],
    ['Inventory Reports', '/inventory_report'],
    ['Search QrCode', '/search_qr_code'],
    ['Geo-Diversions', '/geo_diversion_list'],
  ]),
  { kind: 'link', label: 'Smart Bin', route: '/smart-bin' },
];

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
export function ShellDemo({
  initialLayout,
  onLayoutChange,
  longContent = false,
  ...props
}: ShellDemoProps) {
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
            Paragraph {index + 1}: labels are printed by vendors and plants, linked to products, and
            scanned by consumers who want to know that what they bought is genuine.
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
      style={{
        width: phoneWidthPx,
        contain: 'layout paint',
        border: `1px solid ${vars.color.border.control}`,
        borderRadius: vars.radius.lg,
      }}
    >
      {children}
    </div>
  );
}
