import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './FormEntryList.css';
import { useShownError } from './use-shown-error';

export interface FormEntryListProps {
  /** Names the typed entry and the list, e.g. 'Help Desk Email'. */
  label: string;
  /** The button that adds the typed entry, e.g. 'Add Email' (spec 000 section 3's AddEmail). */
  addLabel: string;
  /** Judges one typed entry before it is added (a domain rule, e.g. `requiredEmail(200)`). */
  entrySchema: v.GenericSchema<string | undefined, string>;
  type?: 'text' | 'email';
  /** At least one entry; the form's schema is what refuses an empty list. */
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
}

/**
 * A list of values added one at a time (the customer's help desk emails): an input, an add
 * button that adds the typed value once it passes `entrySchema`, and the entries, each with
 * its own Remove. The input is not part of the form's values, so an empty one never blocks a
 * Save; the list's own error (none added) shows under it, after it was left or on Save.
 */
export function FormEntryList({
  label,
  addLabel,
  entrySchema,
  type = 'text',
  isRequired,
  isDisabled,
  description,
}: FormEntryListProps) {
  const { field, error } = useShownError<readonly string[] | undefined>();
  const entries = field.state.value ?? [];
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const add = () => {
    const result = v.safeParse(entrySchema, draft);
    if (!result.success) {
      setDraftError(result.issues[0].message);
      return;
    }
    if (!entries.includes(result.output)) field.handleChange([...entries, result.output]);
    setDraft('');
    setDraftError(undefined);
  };
  const shownError = draftError ?? error;
  return (
    <div className={styles.root} data-slot="entry-list">
      <div className={styles.adder}>
        <TextField
          className={styles.input}
          label={label}
          type={type}
          value={draft}
          onChange={(text) => {
            setDraft(text);
            setDraftError(undefined);
          }}
          onBlur={field.handleBlur}
          onKeyDown={(event) => {
            // Enter adds the entry instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          isRequired={isRequired && entries.length === 0}
          isDisabled={isDisabled}
          description={description}
          isInvalid={shownError !== undefined}
          errorMessage={shownError}
          validationBehavior="aria"
        />
        <Button
          className={styles.addButton}
          variant="secondary"
          onPress={add}
          isDisabled={isDisabled}
        >
          {addLabel}
        </Button>
      </div>
      {entries.length > 0 && (
        <ul className={styles.entries} aria-label={`${label} list`} data-slot="entries">
          {entries.map((entry, index) => (
            <li key={entry} className={styles.entry}>
              <span className={styles.entryText}>{entry}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove ${entry}`}
                isDisabled={isDisabled}
                onPress={() => {
                  field.handleChange(entries.filter((_, at) => at !== index));
                  field.handleBlur();
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
