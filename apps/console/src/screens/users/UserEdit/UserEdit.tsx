import { userCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { UserForm } from '#app/forms/UserForm';
import { localToday } from '#app/forms/UserForm.values';
import { FormPage } from '#app/kit/form/FormPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';
import { useSignedIn } from '#app/session/session-context';
import { PasswordLink } from './PasswordLink';

/** Who may open this screen: whoever the server lets make its update call. */
export const access = userCalls.update.access;

/** Spec 001 section 2: 'Edit User' takes the id in navigation state; without it the user returns to the list. */
export default function UserEdit() {
  const { role, trackAndTrace } = useSignedIn();
  const { save, cancel } = useSaveAndReturn(paths.userList);
  return (
    <FormPage title="Edit User" trail={[{ label: 'User Management', route: paths.userList }]}>
      <RecordEditor
        listRoute={paths.userList}
        load={(id) => api.call(userCalls.get, { params: { id } })}
        loadingLabel="Loading the user"
      >
        {(user) => (
          <>
            <UserForm
              label="Edit User"
              user={user}
              context={{ mode: 'edit', actorRole: role, trackAndTrace, today: localToday() }}
              onSave={({ fields, profileImage }) =>
                save(() =>
                  api.call(userCalls.update, {
                    body: { ...fields, id: user.id },
                    files: { profileImage },
                  }),
                )
              }
              onCancel={cancel}
            />
            <PasswordLink user={user} />
          </>
        )}
      </RecordEditor>
    </FormPage>
  );
}
