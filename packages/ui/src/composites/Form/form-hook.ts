import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext } from './form-context';
import { FormFileField } from './FormFileField';
import { FormNumberField } from './FormNumberField';
import { FormErrorSummary, FormSubmitButton } from './FormParts';
import { FormSwitch } from './FormSwitch';
import { FormTextArea } from './FormTextArea';
import { FormTextField } from './FormTextField';

/**
 * TanStack Form bound to the design system's fields once: inside `form.AppField` a field
 * renders as `field.TextField`, `field.TextArea`, `field.NumberField`, `field.Switch` or
 * `field.FileField`. Other controls bind the same way through `useShownError`.
 */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: FormTextField,
    TextArea: FormTextArea,
    NumberField: FormNumberField,
    Switch: FormSwitch,
    FileField: FormFileField,
  },
  formComponents: { SubmitButton: FormSubmitButton, ErrorSummary: FormErrorSummary },
});
