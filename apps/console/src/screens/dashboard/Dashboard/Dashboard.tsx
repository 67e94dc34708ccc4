import { authCalls } from '@veritag/api';
import { Card } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { roleNames } from '#app/app/role-names';
import { useSignedIn } from '#app/session/session-context';
import * as styles from './Dashboard.css';

/** Who may open this screen: whoever the server lets make its account call. */
export const access = authCalls.account.access;

/** Who is signed in: name, role and company (the dashboards with scans and counts come later). */
export default function Dashboard() {
  const { account, role } = useSignedIn();
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.login;
  return (
    <>
      <PageHeader title="Dashboard" trail={[]} />
      <Card title={`Welcome, ${name}`}>
        <dl className={styles.facts}>
          <dt>Role</dt>
          <dd>{roleNames[role]}</dd>
          <dt>Company</dt>
          <dd>{account.company?.name ?? 'All companies (platform operator)'}</dd>
        </dl>
      </Card>
    </>
  );
}
