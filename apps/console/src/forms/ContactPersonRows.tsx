import type { Access, ContactPersonsSchema } from '@veritag/domain';
import { contactPersonCalls } from '@veritag/api';
import { Button, withFieldGroup } from '@veritag/ui';
import type * as v from 'valibot';
import { reportFailure } from '#app/app/report-failure';
import { useAllowed } from '#app/kit/access/use-allowed';
import { api } from '#app/session/api-client';
import * as styles from './forms.css';

type ContactPersonRowValues = v.InferInput<typeof ContactPersonsSchema>;

export const emptyContactPerson = { name: '', designation: '', email: '', mobile: '' };

/**
 * The contact person rows of a vendor, plant or customer: rows are added and removed in the
 * form; a saved row is deleted on the server at once (spec 000 section 7), which its owner's
 * delete privilege allows (`deleteAccess`, e.g. Vendor or Customer at level 3). A field group:
 * each form binds it to its own `contectPersons` (`fields={{ contectPersons: 'contectPersons' }}`).
 */
export const ContactPersonRows = withFieldGroup({
  defaultValues: { contectPersons: [] as ContactPersonRowValues },
  props: { deleteAccess: undefined as Access | undefined },
  render: function ContactPersonRows({ group: form, deleteAccess }) {
    const allowed = useAllowed();
    return (
      <form.AppField name="contectPersons" mode="array">
        {(rows) => (
          <div className={styles.rows}>
            {(rows.state.value ?? []).map((row, index) => {
              const label = `Contact Person ${index + 1}`;
              const savedId = row.id === undefined ? undefined : Number(row.id);
              const remove = async () => {
                if (savedId !== undefined) {
                  try {
                    await api.call(contactPersonCalls.remove, { params: { id: savedId } });
                  } catch (error) {
                    return reportFailure(error);
                  }
                }
                // A saved row is gone on the server already: its removal is no unsaved change,
                // so leaving the form afterwards does not ask about it.
                rows.removeValue(
                  index,
                  savedId === undefined ? undefined : { dontUpdateMeta: true },
                );
              };
              return (
                <fieldset key={index} className={styles.row} data-slot="contact-person">
                  <legend>{label}</legend>
                  <form.AppField name={`contectPersons[${index}].name`}>
                    {(field) => <field.TextField label="Name" isRequired />}
                  </form.AppField>
                  <form.AppField name={`contectPersons[${index}].designation`}>
                    {(field) => <field.TextField label="Designation" />}
                  </form.AppField>
                  <form.AppField name={`contectPersons[${index}].email`}>
                    {(field) => <field.TextField label="Email" type="email" isRequired />}
                  </form.AppField>
                  <form.AppField name={`contectPersons[${index}].mobile`}>
                    {(field) => <field.TextField label="Mobile" type="tel" />}
                  </form.AppField>
                  {(savedId === undefined || (deleteAccess && allowed(deleteAccess))) && (
                    <Button
                      variant="secondary"
                      aria-label={`Remove ${label}`}
                      onPress={() => void remove()}
                    >
                      Remove
                    </Button>
                  )}
                </fieldset>
              );
            })}
            <div>
              <Button variant="secondary" onPress={() => rows.pushValue({ ...emptyContactPerson })}>
                Add Contact Person
              </Button>
            </div>
          </div>
        )}
      </form.AppField>
    );
  },
});
