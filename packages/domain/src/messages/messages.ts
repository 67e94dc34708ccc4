/**
 * The shared messages of spec 000 section 5, spelling as the specification gives it.
 * Forms and the server read these, so a change here shows in both.
 */
export const messages = {
  required: 'This field is required',
  maxLength: (limit: number) => `Value must be less than ${limit}`,
  /** The login form's own wording (spec 000 section 5). */
  loginMaxLength: (limit: number) => `Value must be less then ${limit}`,
  minValue: (limit: 0 | 1) => `Value can't be less than ${limit}`,
  maxValue: (limit: number) => `Value must be less than ${limit}`,
  minLength10: 'Min Length 10',
  maxLength7: 'Max Length 7',
  newPasswordLength: 'You password must be 5-16 character',
  micrositeNeedsEmail: 'Please Configure Email Settings as customized microsite is turned on.',
} as const;
