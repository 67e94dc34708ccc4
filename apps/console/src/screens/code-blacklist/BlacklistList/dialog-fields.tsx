import type { Key } from 'react';
import * as v from 'valibot';
import { ApiError } from '@veritag/api';
import { blacklistReasonLabels, blacklistReasons, maxBlacklistNoteLength, type ChosenBlacklistReason } from '@veritag/domain';
import { Option, Select, TextArea } from '@veritag/ui';

/** Problems by field: from the domain schema before sending, or from the server's reply. */
export type FieldProblems = Partial<Record<string, string>>;

/** The first problem of each field of a failed parse. */
export const problemsOf = (issues: readonly v.BaseIssue<unknown>[]): FieldProblems =>
  Object.fromEntries([...issues].reverse().map((issue) => [v.getDotPath(issue) ?? '', issue.message]));

/** The server's field errors of a refused call (the CSV's problem is under `file`). */
export const serverProblemsOf = (error: unknown): FieldProblems =>
  error instanceof ApiError ? Object.fromEntries(error.errors.map((e) => [e.field, e.detail])) : {};

const reasonChoices = blacklistReasons.map((reason) => ({ id: reason, name: blacklistReasonLabels[reason] }));

/** The reasons a person may choose (never the platform's own). */
export function ReasonSelect({ value, onChange, error }: { value: ChosenBlacklistReason | ''; onChange: (reason: ChosenBlacklistReason) => void; error?: string }) {
  return (
    <Select
      label="Reason"
      placeholder="Choose a reason"
      items={reasonChoices}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(key as ChosenBlacklistReason)}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(choice) => <Option id={choice.id}>{choice.name}</Option>}
    </Select>
  );
}

export function NoteField({ value, onChange, error }: { value: string; onChange: (note: string) => void; error?: string }) {
  return (
    <TextArea
      label="Note"
      value={value}
      onChange={onChange}
      description={`Optional, at most ${maxBlacklistNoteLength} characters`}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
