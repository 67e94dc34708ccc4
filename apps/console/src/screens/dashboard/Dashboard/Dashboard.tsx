import { lazy, Suspense } from 'react';
import { authCalls } from '@veritag/api';
import { dashboardVariantOf } from '@veritag/domain';
import { Spinner } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { roleNames } from '#app/app/role-names';
import { useSignedIn } from '#app/session/session-context';
import * as styles from './Dashboard.css';

/** Who may open this screen: everyone signed in; each variant's calls carry their own rule. */
export const access = authCalls.account.access;

// Each variant (with its map and charts) loads only for the roles that see it.
const MainDashboard = lazy(() => import('./MainDashboard/MainDashboard'));
const ScanDashboard = lazy(() => import('./ScanDashboard/ScanDashboard'));

/** /dashboard: the scan dashboard for ROLE_USER, the counts dashboard for every other role (spec 000 section 2.6). */
export default function Dashboard() {
  const { account, role } = useSignedIn();
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.login;
  return (
    <>
      <PageHeader title="Dashboard" trail={[]} />
      <div className={styles.welcome}>
        <h2 className={styles.welcomeTitle}>{`Welcome, ${name}`}</h2>
        <p
          className={styles.whoAmI}
        >{`${roleNames[role]} · ${account.company?.name ?? 'All companies (platform operator)'}`}</p>
      </div>
      <Suspense fallback={<Spinner aria-label="Loading the dashboard" />}>
        {dashboardVariantOf(role) === 'scan' ? <ScanDashboard /> : <MainDashboard />}
      </Suspense>
    </>
  );
}
