import {
  fileRules,
  userFormFields,
  userFormSchema,
  yearRanges,
  type Stripped,
  type User,
  type UserForm as UserFields,
  type UserFormContext,
} from '@veritag/domain';
import { Form, type ServerFieldErrors, useVeritagForm } from '@veritag/ui';
import { roleNames } from '#app/app/role-names';
import { useFileUrl } from '#app/app/use-file-url';
import { FormActions } from './FormActions';
import {
  choosesAuthority,
  choosesCustomers,
  useUserFormChoices,
  type UserFormChoices,
} from './UserForm.choices';
import { userFormValues, type UserFormApi, type UserFormValues } from './UserForm.values';
import * as styles from './UserForm.css';

/** What a save sends: the fields as multipart fields, and the chosen profile image. */
export interface UserFormSave {
  fields: Stripped<UserFields>;
  profileImage: File | undefined;
}

export interface UserFormProps {
  label: string;
  context: UserFormContext;
  user?: User;
  onSave: (save: UserFormSave) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

/**
 * No call lists another company's customers to a super admin, and a user needs customers: a
 * user is added by their company's admin (decision 0118).
 */
export const superAdminCustomersNote =
  "Users need customers, which their company's admin assigns: add an admin or a producer here, or ask the company's admin to add this user.";

const authorityName = (role: string) =>
  role in roleNames ? roleNames[role as keyof typeof roleNames] : role;

/** The stored profile image of a saved user, above the upload that replaces it. */
function StoredProfileImage({ path }: { path: string | null | undefined }) {
  const url = useFileUrl(path ?? undefined);
  return url ? <img src={url} alt="Stored profile" height={64} /> : null;
}

/** The fields that depend on who fills the form and on the chosen authority (spec 001 section 6). */
function UserFormChoiceFields({
  form,
  context,
  choices,
}: {
  form: UserFormApi;
  context: UserFormContext;
  choices: UserFormChoices;
}) {
  const shown = userFormFields(context, undefined);
  return (
    <>
      {shown.company && (
        <form.AppField name="company">
          {(field) => (
            <field.ComboBox
              label="Company"
              items={choices.companies}
              isLoading={choices.isLoading}
              isRequired
            />
          )}
        </form.AppField>
      )}
      {choosesAuthority(context) && (
        <form.AppField name="authority">
          {(field) => (
            <field.Select
              label="Authority"
              placeholder="Choose an authority"
              items={choices.authorities}
              isRequired
            />
          )}
        </form.AppField>
      )}
      {!choosesCustomers(context) && context.mode === 'add' && (
        <form.Subscribe
          selector={(state) => userFormFields(context, state.values.authority).customers}
        >
          {(needsCustomers) =>
            needsCustomers && <p className={styles.note}>{superAdminCustomersNote}</p>
          }
        </form.Subscribe>
      )}
      <form.Subscribe
        selector={(state) =>
          choosesCustomers(context) && userFormFields(context, state.values.authority).customers
        }
      >
        {(showsCustomers) =>
          showsCustomers && (
            <form.AppField name="customers">
              {(field) =>
                shown.singleCustomer ? (
                  // A producer's one business partner, held as a list of one: the server takes customers as a list.
                  <field.ComboBox
                    label="Business Partner"
                    items={choices.customers}
                    holds="list"
                    isLoading={choices.isLoading}
                    isRequired
                  />
                ) : (
                  <field.MultiSelect label="Customers" items={choices.customers} isRequired />
                )
              }
            </form.AppField>
          )
        }
      </form.Subscribe>
    </>
  );
}

/**
 * The user form (spec 001 sections 5 and 6): names, username (disabled on edit), email,
 * address, mobile, account expiry, the activated switch on edit, the profile image, and the
 * choices of {@link UserFormChoiceFields}. A producer has no customers: none are sent.
 */
export function UserForm({ label, context, user, onSave, onCancel }: UserFormProps) {
  const choices = useUserFormChoices(context, authorityName);
  const schema = userFormSchema(context);
  const form: UserFormApi = useVeritagForm<typeof schema, UserFormValues>({
    schema,
    defaultValues: userFormValues(user, context.trackAndTrace),
    onSubmit: (values) => {
      const image = form.getFieldValue('profileImage');
      const fields = values;
      const customers = userFormFields(context, fields.authority).customers ? fields.customers : [];
      return onSave({
        fields: { ...fields, customers },
        profileImage: image instanceof File ? image : undefined,
      });
    },
  });
  const editing = context.mode === 'edit';
  return (
    <Form form={form} aria-label={label}>
      <div className={styles.fieldGrid}>
        <form.AppField name="firstName">
          {(field) => <field.TextField label="First Name" isRequired />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label="Last Name" isRequired />}
        </form.AppField>
        <form.AppField name="login">
          {(field) => (
            <field.TextField label="Username" autoComplete="off" isDisabled={editing} isRequired />
          )}
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
        <form.AppField name="accountExpiredDate">
          {(field) => (
            <field.DatePicker
              label="Account Expiry Date"
              yearRange={yearRanges.datePicker}
              minDate={context.today}
            />
          )}
        </form.AppField>
        {editing && (
          <form.AppField name="activated">
            {(field) => <field.Switch label="Activated" />}
          </form.AppField>
        )}
        <UserFormChoiceFields form={form} context={context} choices={choices} />
        <div>
          {user && <StoredProfileImage path={user.imageUrl} />}
          <form.AppField name="profileImage">
            {(field) => <field.FileField label="Profile Image" rule={fileRules.profileImage} />}
          </form.AppField>
        </div>
      </div>
      <FormActions SubmitButton={form.SubmitButton} onCancel={onCancel} />
    </Form>
  );
}
