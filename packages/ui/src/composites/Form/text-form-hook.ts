import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext } from './form-context';
import { FormErrorSummary, FormSubmitButton } from './FormParts';
import { FormTextField } from './FormTextField';

/**
 * TanStack Form bound to text fields only: for the pages before sign-in (the login page), whose
 * bundle has a budget. The full hook (form-hook.ts) registers every field kind, and with them
 * the number parser, the switch and the file upload, which such a page never shows.
 */
export const { useAppForm: useTextAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: FormTextField },
  formComponents: { SubmitButton: FormSubmitButton, ErrorSummary: FormErrorSummary },
});
