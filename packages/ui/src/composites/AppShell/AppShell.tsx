import type { MenuItem } from '@veritag/domain';
import { PanelRight } from 'lucide-react';
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { IconButton } from '../../components/IconButton/IconButton';
import { themeClassName } from '../../tokens/theme-class';
import * as styles from './AppShell.css';
import { LayoutConfigurator } from './LayoutConfigurator';
import { hashLink, type RenderShellLink, type ShellLayout, type ShellUser } from './shell-types';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useIsMobile } from './use-is-mobile';
import { UserProfile } from './UserProfile';

export interface AppShellProps {
  /** The product name or logo at the start of the top bar. */
  title: ReactNode;
  user: ShellUser;
  /** From domain's `menuFor(subject)`; the shell decides no permission itself. */
  menu: readonly MenuItem[];
  /** The route being shown, marked with aria-current in the menu. */
  currentRoute?: string;
  layout: ShellLayout;
  /** The configurator's changes; the console stores them and passes the new layout back. */
  onLayoutChange: (layout: ShellLayout) => void;
  onProfile: () => void;
  onLogout: () => void;
  /** How a menu link is drawn (e.g. wouter's <Link>); a hash link by default. */
  renderLink?: RenderShellLink;
  /** The right-hand panel, opened from the top bar. */
  rightPanel?: ReactNode;
  rightPanelLabel?: string;
  /** Whether the right panel starts open; the top bar's button toggles it from there. */
  defaultRightPanelOpen?: boolean;
  children: ReactNode;
}

/**
 * The layout around every signed-in screen (spec 000 section 2.3): top bar, side menu in one
 * of four modes, right panel and configurator. Below 640 px of its own width every menu mode is
 * a drawer (use-is-mobile.ts says why its width and not the window's).
 */
export function AppShell(props: AppShellProps) {
  const {
    title,
    user,
    menu,
    currentRoute,
    layout,
    onLayoutChange,
    onProfile,
    onLogout,
    rightPanel,
  } = props;
  const {
    renderLink = hashLink,
    rightPanelLabel = 'Right panel',
    defaultRightPanelOpen = false,
    children,
  } = props;
  const [rootRef, isMobile, settled] = useIsMobile<HTMLDivElement>();
  const placement = isMobile || layout.menuMode === 'overlay' ? 'drawer' : layout.menuMode;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [staticShown, setStaticShown] = useState(true);
  const [panelOpen, setPanelOpen] = useState(defaultRightPanelOpen);
  const id = useId();
  const [menuId, mainId, panelId] = [`${id}-menu`, `${id}-main`, `${id}-panel`];

  const drawerShown = placement === 'drawer' && drawerOpen;
  useEffect(() => {
    if (!drawerShown) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [drawerShown]);

  // The skip link moves focus itself: following its hash would change a hash router's route.
  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(mainId)?.focus();
  };
  // Slim and horizontal menus have no room for it; below 640 px the top bar has none, so it joins the drawer.
  const profileInMenu =
    isMobile ||
    (layout.profileMode === 'inline' && (placement === 'static' || placement === 'drawer'));
  const profile = (where: 'inline' | 'top') => (
    <UserProfile user={user} placement={where} onProfile={onProfile} onLogout={onLogout} />
  );
  const sideMenu = (
    <SideMenu
      id={menuId}
      items={menu}
      currentRoute={currentRoute}
      placement={placement}
      isOpen={placement === 'drawer' ? drawerOpen : placement === 'static' ? staticShown : true}
      renderLink={renderLink}
      onNavigate={() => setDrawerOpen(false)}
      header={profileInMenu ? profile('inline') : undefined}
    />
  );

  return (
    <div
      ref={rootRef}
      className={`${themeClassName(layout)} ${styles.root}`}
      data-slot="app-shell"
      data-menu-mode={layout.menuMode}
      data-mobile={isMobile || undefined}
      data-settled={settled || undefined}
    >
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain}>
        Skip to content
      </a>
      <TopBar
        title={title}
        menuId={menuId}
        hasMenuToggle={placement === 'drawer' || placement === 'static'}
        isMenuShown={placement === 'drawer' ? drawerOpen : staticShown}
        onToggleMenu={() =>
          placement === 'drawer'
            ? setDrawerOpen((open) => !open)
            : setStaticShown((shown) => !shown)
        }
      >
        {!profileInMenu && profile('top')}
        {rightPanel !== undefined && (
          <IconButton
            aria-label={rightPanelLabel}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onPress={() => setPanelOpen((open) => !open)}
          >
            <PanelRight size={20} />
          </IconButton>
        )}
        <LayoutConfigurator layout={layout} onChange={onLayoutChange} />
      </TopBar>
      {placement === 'horizontal' && sideMenu}
      <div className={styles.body}>
        {drawerShown && (
          // Before the drawer, so the drawer stacks above it. Pointer users close the drawer by
          // clicking beside it; keyboard users press Escape or the toggle.
          <button
            type="button"
            className={styles.backdrop}
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => setDrawerOpen(false)}
          />
        )}
        {placement !== 'horizontal' && sideMenu}
        <main id={mainId} className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {rightPanel !== undefined && panelOpen && (
          <aside id={panelId} className={styles.rightPanel} aria-label={rightPanelLabel}>
            {rightPanel}
          </aside>
        )}
      </div>
    </div>
  );
}
