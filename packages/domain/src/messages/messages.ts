import { formatFileSize } from '../files/file-rules';

/**
 * Validation messages. The first block is spec 000 section 5 and the spec's form-specific
 * wording, spelling as the specification gives it (typos included: the console of the spec
 * shows them). The second block is ours, for rules the spec states without a message;
 * docs/decisions/0068-messages-and-lengths-spec-leaves-open.md lists them.
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
  passwordEmpty: 'Password can not be empty',
  confirmPasswordEmpty: 'Confirm Password can not be empty',
  passwordMismatch: 'Passord and Confirm Password does not match',
  positionElement: 'Please positioned your element',
  productCodeRequired: 'Product Code is required',
  expiryNotAfterMfg: 'Expiry Month can not be less than or equal to Mfg Month',

  // Ours: the spec states these rules but shows no wording.
  number: 'Value must be a number',
  wholeNumber: 'Value must be a whole number',
  chooseOption: 'Please choose a value from the list',
  dateFormat: 'Date must be in the form YYYY-MM-DD',
  monthFormat: 'Month must be in the form YYYY-MM',
  yearRange: (from: number, to: number) => `Year must be between ${from} and ${to}`,
  startAfterEnd: 'Start date can not be after End date',
  dateAfterToday: 'Date can not be after today',
  dateBeforeToday: 'Date can not be before today',
  hexColor: 'Colour must be a hex value such as #000000',
  emailFormat: 'Email must be an address such as name@example.com',
  serialAndCsv: 'Enter either a serial number or a CSV file, not both',
  serialAsFormula:
    'A serial number can not start with = or @: a spreadsheet would run it as a formula',
  digitForCodeType: 'Choose a digit count offered for this code type',
  oneCustomerOnly: 'Choose only one customer',
  oneFileOnly: 'Only one file can be uploaded',
  fileType: (acceptLabel: string) => `Only ${acceptLabel} is accepted`,
  fileTooLarge: (maxBytes: number) => `File must be at most ${formatFileSize(maxBytes)}`,
  gtinLength: 'A GTIN has 8, 12, 13 or 14 digits',
  gtinCheckDigit: 'GTIN check digit is wrong',
} as const;

/**
 * Toasts, titles and confirmations the spec shows word for word (spec 000 sections 2, 4, 8;
 * 001 sections 4, 8; 002 sections 4, 8).
 */
export const notices = {
  errorTitle: 'Error Message',
  successTitle: 'Success Message',
  loginFirst: 'You need to login first!',
  badCredential: 'Bad Credencial',
  otpSent: 'Otp send successfully',
  otpLimit: 'Your otp limit exceed, plase try after some time',
  passwordReset: 'Password reset successfully',
  productsUploading: 'Product will upload soon...',
  changesSaved: 'Changes saved successfully',
  fileGenerating: 'File will we generated soon',
  rollFileRequested: 'Request Successfully submited please wait for some time',
  confirmDelete: 'Are you sure?',
  qrSearchEmpty: 'NOT FOUND',
  errorPage: 'Exception Occured',
  notFoundPage: 'Page Not Found',
  accessDeniedPage: 'Access Denied',
  scanDashboardBanner: 'Real Time Product Scan Dashboard',
  scanChartTitle: 'Number of product scan per day',

  // Ours: the spec names no wording for these.
  deleted: 'Deleted successfully',
} as const;
