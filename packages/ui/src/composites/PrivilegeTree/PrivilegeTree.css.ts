import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// The tree lays itself out by its own width, not the window's: the screen may sit beside a
// side menu or in a narrow dialog. Below ~520 px each child row stacks (name, then switches).
const tree = createContainer('privilege-tree');
const narrow = `${tree} (max-width: 519.98px)`;

// States as attributes: data-disabled on the root, data-state="on|off" on each module.
export const root = style({
  containerName: tree,
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const module = style({
  display: 'grid',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  overflow: 'hidden',
});

export const moduleHeading = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface.raised,
  selectors: {
    [`${module}[data-has-children] &`]: { borderBottom: `1px solid ${vars.color.border.default}` },
  },
});

export const moduleName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

// A childless module's own View / Add / Delete switches (Integrations), in one wrapping row.
export const moduleLevels = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

// Fixed layout with set switch columns, so View / Add / Delete line up across modules.
export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  '@container': { [narrow]: { display: 'block' } },
});

export const head = style({ '@container': { [narrow]: { display: 'none' } } });

export const columnHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
  width: '6rem',
  textAlign: 'center',
  selectors: { '&:first-child': { width: 'auto', textAlign: 'start' } },
});

export const body = style({ '@container': { [narrow]: { display: 'block' } } });

export const childRow = style({
  borderTop: `1px solid ${vars.color.border.default}`,
  '@container': {
    // Stacked, the switches wrap whole onto the next line rather than squeeze their words:
    // three fixed columns at 390 px split "Delete" as "Delet e".
    [narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.lg,
      rowGap: vars.space.xs,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const childName = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontWeight: vars.font.weight.regular,
  textAlign: 'start',
  // A name breaks inside a word only when the word alone is wider than the tree.
  overflowWrap: 'break-word',
  '@container': {
    [narrow]: { flexBasis: '100%', padding: 0, fontWeight: vars.font.weight.medium },
  },
});

export const switchCell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'center',
  '@container': {
    [narrow]: { display: 'block', padding: 0, selectors: { '&:empty': { display: 'none' } } },
  },
});

// The column headers name the switches on a wide tree; stacked, each switch shows its own word.
export const switchWord = style({
  display: 'none',
  // The Switch's label may break anywhere; a switch's own word never does.
  whiteSpace: 'nowrap',
  '@container': { [narrow]: { display: 'inline' } },
});
