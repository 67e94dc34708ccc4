import { blacklistReasonLabels, blacklistReasons, maxBlacklistNoteLength, type ChosenBlacklistReason } from '@veritag/domain';
import { TextArea } from '@veritag/ui';
import { DialogChoice } from '#app/kit/dialog/dialog-fields';

const reasonChoices = blacklistReasons.map((reason) => ({ id: reason, name: blacklistReasonLabels[reason] }));

/** The reasons a person may choose (never the platform's own). */
export const ReasonChoice = ({ value, onChange, error }: { value: ChosenBlacklistReason | ''; onChange: (reason: ChosenBlacklistReason) => void; error?: string }) => (
  <DialogChoice label="Reason" placeholder="Choose a reason" choices={reasonChoices} value={value} onChange={onChange} error={error} />
);

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
