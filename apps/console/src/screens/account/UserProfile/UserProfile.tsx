import { authCalls } from '@veritag/api';
import { Card } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { roleNames } from '#app/app/role-names';
import { useSignedIn } from '#app/session/session-context';
import * as styles from './UserProfile.css';

/** Who may open this screen: whoever the server lets make its account call. */
export const access = authCalls.account.access;

/** The signed-in user's details, read-only until the users issue brings the profile form. */
export default function UserProfile() {
  const { account, role } = useSignedIn();
  const rows: [string, string][] = [
    ['First name', account.firstName ?? ''],
    ['Last name', account.lastName ?? ''],
    ['Username', account.login],
    ['Email', account.email ?? ''],
    ['Mobile No.', account.mobileNo ?? ''],
    ['Role', roleNames[role]],
    ['Company', account.company?.name ?? ''],
  ];
  return (
    <>
      <PageHeader title="Profile" trail={[{ label: 'Dashboard', route: paths.dashboard }]} />
      <Card>
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        {/* The settings screen is the company admin's; the server refuses it to others. */}
        {role === 'ROLE_ADMIN' && <a href={`#${paths.settings}`}>Company settings (logo)</a>}
      </Card>
    </>
  );
}
