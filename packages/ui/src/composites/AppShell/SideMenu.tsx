import type { MenuItem } from '@veritag/domain';
import type { ReactNode } from 'react';
import { MenuEntryText, type MenuPlacement } from './MenuEntryText';
import type { RenderShellLink } from './shell-types';
import * as styles from './SideMenu.css';
import { SideMenuGroup } from './SideMenuGroup';

export interface SideMenuProps {
  id: string;
  /** From domain's `menuFor`: the shell shows what it is given and decides no permission. */
  items: readonly MenuItem[];
  currentRoute?: string;
  placement: MenuPlacement;
  /** A drawer is open, a static menu is shown; slim and horizontal are always shown. */
  isOpen: boolean;
  renderLink: RenderShellLink;
  onNavigate: () => void;
  /** The inline profile, above the links. */
  header?: ReactNode;
}

/** The main navigation, built from the menu model, in one of the four placements. */
export function SideMenu({
  id,
  items,
  currentRoute,
  placement,
  isOpen,
  renderLink,
  onNavigate,
  header,
}: SideMenuProps) {
  const listClass =
    placement === 'horizontal' ? `${styles.list} ${styles.horizontalList}` : styles.list;
  return (
    <nav
      id={id}
      aria-label="Main menu"
      className={styles.placement[placement]}
      data-slot="side-menu"
      data-open={isOpen || undefined}
      data-hidden={(placement === 'static' && !isOpen) || undefined}
      // A closed drawer is only moved off screen: inert keeps Tab and screen readers out of it.
      inert={placement === 'drawer' && !isOpen}
    >
      {header}
      <ul className={listClass}>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.route} className={styles.item}>
              {renderLink({
                route: item.route,
                label: item.label,
                isCurrent: item.route === currentRoute,
                className: styles.entry,
                onNavigate,
                children: <MenuEntryText label={item.label} placement={placement} />,
              })}
            </li>
          ) : (
            <SideMenuGroup
              key={item.label}
              group={item}
              currentRoute={currentRoute}
              placement={placement}
              renderLink={renderLink}
              onNavigate={onNavigate}
            />
          ),
        )}
      </ul>
    </nav>
  );
}
