import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AppShell, type RenderShellLink } from '@veritag/ui';
import { useSession, useSignedIn } from '#app/session/session-context';
import { useLayoutPreferences } from './layout-preferences';
import { paths } from './paths';
import { CompanyLogoContext, useLoadedCompanyLogo } from './use-company-logo';
import { go } from './navigation';
import * as styles from './AppLayout.css';

const renderLink: RenderShellLink = ({ route, isCurrent, className, onNavigate, children }) => (
  <Link
    href={route}
    className={className}
    aria-current={isCurrent ? 'page' : undefined}
    onClick={onNavigate}
  >
    {children}
  </Link>
);

/**
 * The signed-in frame: the shell with the user's menu, the company logo and the
 * configurator. `menuRoute` is the entry kept open and marked (an edit screen's list).
 */
export default function AppLayout({
  menuRoute,
  children,
}: {
  menuRoute: string;
  children: ReactNode;
}) {
  const user = useSignedIn();
  const { signOut } = useSession();
  const [layout, setLayout] = useLayoutPreferences();
  const logo = useLoadedCompanyLogo();
  const name =
    [user.account.firstName, user.account.lastName].filter(Boolean).join(' ') || user.account.login;
  const title = logo ? (
    <img
      src={logo}
      alt={`${user.account.company?.name ?? 'Company'} logo`}
      className={styles.logo}
    />
  ) : (
    'Veritag'
  );
  return (
    <AppShell
      title={title}
      user={{ name }}
      menu={user.menu}
      currentRoute={menuRoute}
      layout={layout}
      onLayoutChange={setLayout}
      onProfile={() => go(paths.userProfile)}
      onLogout={() => void signOut()}
      renderLink={renderLink}
    >
      <CompanyLogoContext.Provider value={logo}>{children}</CompanyLogoContext.Provider>
    </AppShell>
  );
}
