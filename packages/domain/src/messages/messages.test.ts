import { describe, expect, it } from 'vitest';
import { messages, notices } from './messages';

describe('shared messages of spec 000 section 5', () => {
  it.each([
    [messages.required, 'This field is required'],
    [messages.maxLength(25), 'Value must be less than 25'],
    [messages.maxLength(50), 'Value must be less than 50'],
    [messages.maxLength(100), 'Value must be less than 100'],
    [messages.maxLength(200), 'Value must be less than 200'],
    [messages.maxLength(250), 'Value must be less than 250'],
    [messages.maxLength(15), 'Value must be less than 15'],
    [messages.minValue(0), "Value can't be less than 0"],
    [messages.minValue(1), "Value can't be less than 1"],
    [messages.maxValue(12), 'Value must be less than 12'],
    [messages.maxValue(5), 'Value must be less than 5'],
    [messages.minLength10, 'Min Length 10'],
    [messages.maxLength7, 'Max Length 7'],
    [messages.loginMaxLength(50), 'Value must be less then 50'],
    [messages.loginMaxLength(25), 'Value must be less then 25'],
    [messages.newPasswordLength, 'You password must be 5-16 character'],
    [
      messages.micrositeNeedsEmail,
      'Please Configure Email Settings as customized microsite is turned on.',
    ],
    [messages.passwordEmpty, 'Password can not be empty'],
    [messages.confirmPasswordEmpty, 'Confirm Password can not be empty'],
    [messages.passwordMismatch, 'Passord and Confirm Password does not match'],
    [messages.positionElement, 'Please positioned your element'],
    [messages.productCodeRequired, 'Product Code is required'],
    [messages.expiryNotAfterMfg, 'Expiry Month can not be less than or equal to Mfg Month'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('toasts and titles shown word for word', () => {
  it.each([
    [notices.errorTitle, 'Error Message'],
    [notices.successTitle, 'Success Message'],
    [notices.loginFirst, 'You need to login first!'],
    [notices.badCredential, 'Bad Credencial'],
    [notices.otpSent, 'Otp send successfully'],
    [notices.otpLimit, 'Your otp limit exceed, plase try after some time'],
    [notices.passwordReset, 'Password reset successfully'],
    [notices.productsUploading, 'Product will upload soon...'],
    [notices.changesSaved, 'Changes saved successfully'],
    [notices.fileGenerating, 'File will we generated soon'],
    [notices.rollFileRequested, 'Request Successfully submited please wait for some time'],
    [notices.confirmDelete, 'Are you sure?'],
    [notices.qrSearchEmpty, 'NOT FOUND'],
    [notices.errorPage, 'Exception Occured'],
    [notices.notFoundPage, 'Page Not Found'],
    [notices.accessDeniedPage, 'Access Denied'],
    [notices.scanDashboardBanner, 'Real Time Product Scan Dashboard'],
    [notices.scanChartTitle, 'Number of product scan per day'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
