import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { adminMenu } from './app-shell.fixtures';
import type { RenderShellLink } from './shell-types';
import { SideMenu } from './SideMenu';

/**
 * Story example: the static menu with the route held in state, as the console's router holds it.
 * Its links change the route, and so do buttons on the page (the console passes an add or edit
 * screen's list route, so the menu's mark moves without a click in the menu).
 */
export function RoutedSideMenu({ initialRoute }: { initialRoute: string }) {
  const [route, setRoute] = useState(initialRoute);
  const followHere: RenderShellLink = ({
    route: to,
    isCurrent,
    className,
    onNavigate,
    children,
  }) => (
    <a
      href={`#${to}`}
      className={className}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        setRoute(to);
        onNavigate();
      }}
    >
      {children}
    </a>
  );
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <SideMenu
        id="side-menu"
        items={adminMenu}
        currentRoute={route}
        placement="static"
        isOpen
        renderLink={followHere}
        onNavigate={() => undefined}
      />
      <main style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <p>Route: {route}</p>
        <Button variant="secondary" onPress={() => setRoute('/print_data_list')}>
          Show print data
        </Button>
        <Button variant="secondary" onPress={() => setRoute('/customer_list')}>
          Add a customer
        </Button>
      </main>
    </div>
  );
}
