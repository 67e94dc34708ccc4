import { blacklistReasonLabels, blacklistReasons, maxBlacklistNoteLength } from '@veritag/domain';

/*
 * What the blacklist's dialogs give the kit's fields alike. A choice inside a dialog is a
 * `field.ComboBox`, not a `field.Select`: a Select's list takes the focus into its popover,
 * outside the dialog, and the dialog's focus trap takes it straight back, so the keyboard never
 * reaches the options. A ComboBox keeps the focus in its input.
 */

/** The reasons a person may choose (never the platform's own). */
export const reasonChoices = blacklistReasons.map((reason) => ({
  id: reason,
  name: blacklistReasonLabels[reason],
}));

/** Under the Note field of every blacklist dialog. */
export const noteDescription = `Optional, at most ${maxBlacklistNoteLength} characters`;
