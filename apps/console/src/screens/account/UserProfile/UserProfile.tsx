import { userCalls } from '@veritag/api';
import { fileRules, ProfileScreenSchema, type Account } from '@veritag/domain';
import { Form, showToast, TextField, useVeritagForm } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { roleNames } from '#app/app/role-names';
import { useFileUrl } from '#app/app/use-file-url';
import { FormActions } from '#app/forms/FormActions';
import { FormPage } from '#app/kit/form/FormPage';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import { useSession, useSignedIn } from '#app/session/session-context';
import * as styles from './UserProfile.css';

/** Who may open this screen: whoever the server lets save their own profile. */
export const access = userCalls.updateProfile.access;

export const profileSavedNotice = 'Profile updated successfully';

/**
 * Spec 001 section 2: the signed-in user edits their own details; after the save the stored
 * user is loaded again (the header shows the new name) and the dashboard opens.
 */
export default function UserProfile() {
  const { account, role } = useSignedIn();
  return (
    <FormPage title="Profile" trail={[{ label: 'Dashboard', route: paths.dashboard }]}>
      <div className={styles.facts}>
        <TextField label="Username" value={account.login} isReadOnly />
        <TextField label="Role" value={roleNames[role]} isReadOnly />
        {account.company && <TextField label="Company" value={account.company.name} isReadOnly />}
      </div>
      <ProfileForm account={account} />
      {/* The settings screen is the company admin's; the server refuses it to others. */}
      {role === 'ROLE_ADMIN' && <a href={`#${paths.settings}`}>Company settings (logo)</a>}
    </FormPage>
  );
}

function ProfileForm({ account }: { account: Account }) {
  const session = useSession();
  const toDashboard = () => go(paths.dashboard);
  const storedImage = useFileUrl(account.profileImage ?? undefined);
  const form = useVeritagForm({
    schema: ProfileScreenSchema,
    defaultValues: {
      profileImage: null,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      email: account.email ?? '',
      address: account.address ?? '',
      mobileNo: account.mobileNo ?? '',
    },
    onSubmit: (values) => {
      // The image travels as its own part, not in the details.
      const image = values.profileImage instanceof File ? values.profileImage : undefined;
      return saveForm(
        async () => {
          await api.call(userCalls.updateProfile, {
            body: {
              firstName: values.firstName,
              lastName: values.lastName,
              email: values.email,
              address: values.address,
              mobileNo: values.mobileNo,
            },
            files: { profileImage: image },
          });
          await session.refresh();
        },
        () => {
          showToast({ tone: 'success', detail: profileSavedNotice, subject: 'save' });
          toDashboard();
        },
      );
    },
  });
  return (
    <Form form={form} aria-label="Profile">
      <div className={styles.fields}>
        <form.AppField name="firstName">
          {(field) => <field.TextField label="First Name" isRequired />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label="Last Name" isRequired />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" />}
        </form.AppField>
        <form.AppField name="mobileNo">
          {(field) => <field.TextField label="Mobile No." inputMode="tel" isRequired />}
        </form.AppField>
        <form.AppField name="address">
          {(field) => <field.TextArea label="Address" />}
        </form.AppField>
        <div>
          {storedImage && <img src={storedImage} alt="Your current profile" height={64} />}
          <form.AppField name="profileImage">
            {(field) => <field.FileField label="Profile Image" rule={fileRules.profileImage} />}
          </form.AppField>
        </div>
      </div>
      <FormActions SubmitButton={form.SubmitButton} onCancel={toDashboard} />
    </Form>
  );
}
