import type { Key } from 'react';
import * as v from 'valibot';
import { ApiError } from '@veritag/api';
import { Button, ComboBox, Option } from '@veritag/ui';
import * as styles from './dialog.css';

/* What the console's dialogs share (the blacklist's, the smart bin's): field problems, a choice, the closing row. */

/** Problems by field: from the domain schema before sending, or from the server's reply. */
export type FieldProblems = Partial<Record<string, string>>;

/** The first problem of each field of a failed parse. */
export const problemsOf = (issues: readonly v.BaseIssue<unknown>[]): FieldProblems =>
  Object.fromEntries([...issues].reverse().map((issue) => [v.getDotPath(issue) ?? '', issue.message]));

/** The server's field errors of a refused call (the CSV's problem is under `file`). */
export const serverProblemsOf = (error: unknown): FieldProblems =>
  error instanceof ApiError ? Object.fromEntries(error.errors.map((e) => [e.field, e.detail])) : {};

/**
 * A choice inside a dialog is a ComboBox, not a Select: a Select's list takes the focus into
 * its popover, outside the dialog, and the dialog's focus trap takes it straight back, so
 * the keyboard never reaches the options. A ComboBox keeps the focus in its input.
 */
export function DialogChoice<K extends string>({ label, choices, value, onChange, error, placeholder }: {
  label: string;
  choices: readonly { id: K; name: string }[];
  value: K | '';
  onChange: (chosen: K) => void;
  error?: string;
  placeholder?: string;
}) {
  return (
    <ComboBox
      label={label}
      placeholder={placeholder}
      defaultItems={choices}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(key as K)}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(choice) => <Option id={choice.id}>{choice.name}</Option>}
    </ComboBox>
  );
}

/** A dialog's closing row: the action (disabled while sending) and Cancel. */
export function DialogButtons({ label, onPress, sending, onCancel }: { label: string; onPress: () => void; sending: boolean; onCancel: () => void }) {
  return (
    <div className={styles.buttons}>
      <Button onPress={onPress} isDisabled={sending}>
        {label}
      </Button>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
