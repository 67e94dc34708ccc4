import type { MenuItem } from '@veritag/domain';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MenuEntryText, type MenuPlacement } from './MenuEntryText';
import type { RenderShellLink } from './shell-types';
import * as styles from './SideMenu.css';

interface SideMenuGroupProps {
  group: Extract<MenuItem, { kind: 'group' }>;
  currentRoute?: string;
  placement: MenuPlacement;
  renderLink: RenderShellLink;
  onNavigate: () => void;
}

/**
 * A group of links behind a disclosure button (the pattern for site navigation, not an ARIA
 * menu). In the vertical menus it opens in place; slim and horizontal open it as a flyout,
 * which Escape or a click elsewhere closes. The group holding the current page is marked
 * `data-current`, and in the vertical menus opens when the route comes into it.
 */
export function SideMenuGroup({
  group,
  currentRoute,
  placement,
  renderLink,
  onNavigate,
}: SideMenuGroupProps) {
  const flyout = placement === 'slim' || placement === 'horizontal' ? placement : undefined;
  const holdsCurrent = group.items.some((link) => link.route === currentRoute);
  const opensInPlace = flyout === undefined;
  const [open, setOpen] = useState(opensInPlace && holdsCurrent);
  // State that follows a prop, adjusted while rendering (React's pattern for it, not an effect):
  // a new route opens the group that holds it, and moving within the group leaves it open.
  // Flyouts stay shut: opening one on navigation would cover the page.
  const [routeSeen, setRouteSeen] = useState(currentRoute);
  if (routeSeen !== currentRoute) {
    setRouteSeen(currentRoute);
    if (opensInPlace && holdsCurrent) setOpen(true);
  }
  const id = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!flyout || !open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [flyout, open]);

  const panelClass = [styles.submenu, flyout && styles.flyout[flyout], flyout && styles.flyoutPanel]
    .filter(Boolean)
    .join(' ');
  return (
    <li ref={itemRef} className={styles.item}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.entry}
        aria-expanded={open}
        aria-controls={id}
        data-current={holdsCurrent || undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <MenuEntryText label={group.label} placement={placement} />
        {placement !== 'slim' && <ChevronDown className={styles.chevron} size={16} aria-hidden />}
      </button>
      {/* inert while closed: the links of a folded group are neither seen nor reached by Tab. */}
      <div id={id} className={panelClass} data-open={open || undefined} inert={!open}>
        <div className={styles.submenuInner}>
          <ul className={styles.sublist}>
            {group.items.map((link) => (
              <li key={link.route}>
                {renderLink({
                  route: link.route,
                  label: link.label,
                  isCurrent: link.route === currentRoute,
                  className: styles.entry,
                  onNavigate: () => {
                    if (flyout) setOpen(false);
                    onNavigate();
                  },
                  children: <span className={styles.entryLabel}>{link.label}</span>,
                })}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
