import { Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { visuallyHidden } from '../../tokens/visually-hidden.css';
import * as styles from './RowActions.css';

/**
 * One action of a row. `isShown` gates it by the row (e.g. hidden while RUNNING);
 * `disabledReason` keeps it in sight but refused, saying why (e.g. a privilege the server
 * would ask). `variant: 'danger'` marks a destructive action (Delete): drawn quiet, always last.
 */
export interface RowAction<Row> {
  label: string;
  onAction: (row: Row) => void;
  isShown?: (row: Row) => boolean;
  disabledReason?: (row: Row) => string | undefined;
  variant?: 'primary' | 'secondary' | 'danger';
}

export interface RowActionsProps<Row> {
  row: Row;
  /** In the order they should read; the caller's order is kept. */
  actions: readonly RowAction<Row>[];
  /** Names the row in each action's accessible name ('Edit Acme'), so rows are told apart. */
  describeRow?: (row: Row) => string;
  /** How many actions show as buttons before the rest go into More. */
  maxButtons?: number;
}

/** Which of a row's actions are buttons and which sit in its More menu. */
export function splitRowActions<Row>(row: Row, actions: readonly RowAction<Row>[], maxButtons = 2) {
  const shown = actions.filter((action) => action.isShown?.(row) ?? true);
  // A refused action goes in the menu, where its reason can be read beside it.
  const plain = shown.filter((action) => !action.disabledReason?.(row));
  if (plain.length === shown.length && shown.length <= maxButtons)
    return { buttons: shown, menu: [] };
  const buttons = plain.filter((action) => action.variant !== 'danger').slice(0, maxButtons);
  return { buttons, menu: shown.filter((action) => !buttons.includes(action)) };
}

/**
 * A row's actions (decision 0390): the first one or two as buttons, the rest in an accessible
 * "More" menu (react-aria's Menu: arrow keys, Escape, focus returned to its button).
 */
export function RowActions<Row>({
  row,
  actions,
  describeRow,
  maxButtons = 2,
}: RowActionsProps<Row>) {
  const { buttons, menu } = splitRowActions(row, actions, maxButtons);
  const named = (label: string) => (describeRow ? `${label} ${describeRow(row)}` : label);
  const disabled = menu
    .filter((action) => action.disabledReason?.(row))
    .map((action) => action.label);
  return (
    <div className={styles.root} data-slot="row-actions">
      {buttons.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.variant === 'danger' ? 'dangerQuiet' : 'secondary'}
          aria-label={describeRow ? named(action.label) : undefined}
          onPress={() => action.onAction(row)}
        >
          {action.label}
        </Button>
      ))}
      {menu.length > 0 && (
        <MenuTrigger>
          <Button
            size="sm"
            variant="secondary"
            aria-label={describeRow ? `More actions for ${describeRow(row)}` : 'More actions'}
          >
            More
          </Button>
          <Popover
            className={styles.popover}
            placement="bottom end"
            data-slot="row-actions-popover"
          >
            {/* The menu is named by its trigger (More actions for ...). */}
            <Menu
              className={styles.menu}
              disabledKeys={disabled}
              onAction={(key) => menu.find((action) => action.label === key)?.onAction(row)}
            >
              {menu.map((action) => {
                const reason = action.disabledReason?.(row);
                return (
                  <MenuItem
                    key={action.label}
                    id={action.label}
                    textValue={action.label}
                    className={styles.item}
                    data-tone={action.variant === 'danger' ? 'danger' : undefined}
                  >
                    {/* The item is named by its label: the row's name rides along unseen, as on the buttons,
                        and a refusal's reason is read with it (axe: visible text belongs in the name). */}
                    <Text slot="label" className={styles.label}>
                      {action.label}
                      {describeRow && <span className={visuallyHidden}> {describeRow(row)}</span>}
                      {reason && <span className={styles.reason}>{` (${reason})`}</span>}
                    </Text>
                  </MenuItem>
                );
              })}
            </Menu>
          </Popover>
        </MenuTrigger>
      )}
    </div>
  );
}
