import { userCalls } from '@veritag/api';
import { showToast } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { UserForm } from '#app/forms/UserForm';
import { localToday } from '#app/forms/UserForm.values';
import { FormPage } from '#app/kit/form/FormPage';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import { useSignedIn } from '#app/session/session-context';

/** Who may open this screen: whoever the server lets make its create call. */
export const access = userCalls.create.access;

/** The form has no password: the server mails the new user a link to set one (decision 0119). */
export const userCreatedNotice =
  'User created. A mail with a link to set their password was sent to them.';

/** Spec 001 section 2: 'Add User', back to the user list after Save or Cancel. */
export default function UserAdd() {
  const { role, trackAndTrace } = useSignedIn();
  const toList = () => go(paths.userList);
  return (
    <FormPage title="Add User" trail={[{ label: 'User Management', route: paths.userList }]}>
      <UserForm
        label="Add User"
        context={{ mode: 'add', actorRole: role, trackAndTrace, today: localToday() }}
        onSave={({ fields, profileImage }) =>
          saveForm(
            () =>
              api.call(userCalls.create, {
                body: { ...fields, id: undefined },
                files: { profileImage },
              }),
            () => {
              showToast({ tone: 'success', detail: userCreatedNotice, subject: 'save' });
              toList();
            },
          )
        }
        onCancel={toList}
      />
    </FormPage>
  );
}
