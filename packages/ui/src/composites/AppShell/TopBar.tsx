import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../components/IconButton/IconButton';
import * as styles from './TopBar.css';

export interface TopBarProps {
  title: ReactNode;
  menuId: string;
  /** Whether the menu toggle shows: slim and horizontal menus are always there on a wide screen. */
  hasMenuToggle: boolean;
  isMenuShown: boolean;
  onToggleMenu: () => void;
  /** The right-hand controls: profile (top mode), right panel toggle, configurator. */
  children: ReactNode;
}

/** The bar across the top: menu toggle, product name, and the user's controls. */
export function TopBar({
  title,
  menuId,
  hasMenuToggle,
  isMenuShown,
  onToggleMenu,
  children,
}: TopBarProps) {
  return (
    <header className={styles.bar} data-slot="top-bar">
      {hasMenuToggle && (
        <IconButton
          aria-label="Menu"
          aria-expanded={isMenuShown}
          aria-controls={menuId}
          onPress={onToggleMenu}
        >
          <Menu size={20} />
        </IconButton>
      )}
      <span className={styles.brand}>{title}</span>
      <span className={styles.spacer} />
      {children}
    </header>
  );
}
