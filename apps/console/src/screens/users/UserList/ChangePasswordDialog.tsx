import { userCalls } from '@veritag/api';
import { ChangePasswordSchema, type User } from '@veritag/domain';
import {
  Button,
  Dialog,
  DialogContent,
  Form,
  showToast,
  TextField,
  useVeritagForm,
} from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import * as styles from './UserList.css';

/**
 * Spec 001 section 2: the admin sets a user's password. Login and email are shown read only;
 * the spec's three messages come from the domain schema. The server ends the user's sessions.
 */
export function ChangePasswordDialog({
  user,
  onClose,
}: {
  user: User | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Change Password">
        {user && <ChangePasswordForm user={user} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ChangePasswordForm({ user, onClose }: { user: User; onClose: () => void }) {
  const form = useVeritagForm({
    schema: ChangePasswordSchema,
    defaultValues: { id: user.id, newPassword: '', confirmPassword: '' },
    onSubmit: (values) =>
      saveForm(
        () =>
          api
            .call(userCalls.changePassword, {
              body: {
                id: user.id,
                newPassword: values.newPassword ?? '',
                confirmPassword: values.confirmPassword ?? '',
              },
              files: {},
            })
            .then((reply) => {
              showToast({ tone: 'success', detail: reply.message, subject: 'change-password' });
            }),
        onClose,
      ),
  });
  return (
    <Form form={form} aria-label={`Change password of ${user.login}`}>
      <TextField label="Login" value={user.login} isReadOnly />
      <TextField label="Email" value={user.email ?? ''} isReadOnly />
      <form.AppField name="newPassword">
        {(field) => (
          <field.TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="confirmPassword">
        {(field) => (
          <field.TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            isRequired
          />
        )}
      </form.AppField>
      <div className={styles.buttons}>
        <form.SubmitButton>Save</form.SubmitButton>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
