import { useState } from 'react';
import { privilegeCalls, userCalls } from '@veritag/api';
import { grantableModules, type PrivilegeNode } from '@veritag/domain';
import { Button, Card, PrivilegeTree, showToast, Spinner } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { go, navigationState, useRecordId } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import { useSignedIn } from '#app/session/session-context';
import * as styles from './UserPrivilege.css';

/** Who may open this screen: whoever the server lets save privileges. */
export const access = privilegeCalls.save.access;

export const privilegesSavedNotice = 'Privileges saved successfully';

/**
 * Spec 002 sections 2, 4 and 6: 'Add Priviladge For {username}' (spelling as the spec's),
 * opened from the user list with the user's id and username in navigation state; without an
 * id it returns to the list.
 */
export default function UserPrivilege() {
  const userId = useRecordId(paths.userList);
  const username = useUsername(userId);
  return (
    <>
      <PageHeader
        title={`Add Priviladge For ${username}`}
        trail={[{ label: 'User Management', route: paths.userList }]}
      />
      <Card>{userId !== undefined && <PrivilegeEditor userId={userId} />}</Card>
    </>
  );
}

/** The username the list passed in navigation state; without it (an older history entry), the user's own. */
function useUsername(userId: number | undefined): string {
  const passed = navigationState<{ username: string }>().username;
  const { state } = useLoad(
    () =>
      passed || userId === undefined
        ? Promise.resolve(passed ?? '')
        : api.call(userCalls.get, { params: { id: userId } }).then((user) => user.login),
    {
      silent: true,
    },
  );
  return passed ?? (state.status === 'ready' ? state.data : '');
}

/**
 * The target's privileges as switches. A ROLE_USER granting sees only the modules they hold
 * in full (the server answers only those, and refuses a grant above the granter's levels).
 */
function PrivilegeEditor({ userId }: { userId: number }) {
  const { role, privileges } = useSignedIn();
  const { state } = useLoad(() => api.call(privilegeCalls.ofUser, { params: { userId } }));
  const [edited, setEdited] = useState<PrivilegeNode[]>();
  const [saving, setSaving] = useState(false);
  if (state.status === 'loading') return <Spinner aria-label="Loading the privileges" />;
  if (state.status === 'failed') return null;
  const tree = edited ?? grantableModules(state.data, { role, privileges });
  const save = async () => {
    setSaving(true);
    try {
      await api.call(privilegeCalls.save, { body: { userId, priviladges: tree } });
      showToast({ tone: 'success', detail: privilegesSavedNotice, subject: 'save' });
      go(paths.userList);
    } catch (error) {
      reportFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.editor}>
      <PrivilegeTree tree={tree} onChange={setEdited} disabled={saving} />
      <div className={styles.buttons}>
        <Button onPress={() => void save()} isPending={saving}>
          Save
        </Button>
        <Button variant="secondary" onPress={() => go(paths.userList)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
