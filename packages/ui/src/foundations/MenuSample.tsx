import { vars } from '../tokens/contract.css';
import { valueOf, type TokenEntry } from './token-entries';

/** A few menu rows painted with one theme's menu tokens: plain, muted, hovered and current. */
export function MenuSample({ entries, label }: { entries: readonly TokenEntry[]; label: string }) {
  const menu = (name: string) => valueOf(entries, `menu.${name}`);
  const row = { padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm };
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: vars.space.sm,
        display: 'grid',
        gap: vars.space.xxs,
        fontSize: vars.font.size.sm,
        background: menu('background'),
        color: menu('text'),
        border: `1px solid ${menu('border')}`,
        borderRadius: vars.radius.md,
      }}
    >
      <li style={row}>Customer</li>
      <li style={{ ...row, color: menu('textMuted') }}>Master (muted)</li>
      <li style={{ ...row, background: menu('hoverBackground') }}>Printing (hovered)</li>
      <li style={{ ...row, background: menu('activeBackground'), color: menu('activeText') }}>
        Print Data (current)
      </li>
    </ul>
  );
}
