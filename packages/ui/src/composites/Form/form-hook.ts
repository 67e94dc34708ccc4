import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext } from './form-context';
import { FormCheckboxGroup } from './FormCheckboxGroup';
import { FormComboBox } from './FormComboBox';
import { FormDatePicker } from './FormDatePicker';
import { FormEntryList } from './FormEntryList';
import { FormFileField } from './FormFileField';
import { FormMonthPicker } from './FormMonthPicker';
import { FormMultiSelect } from './FormMultiSelect';
import { FormNumberField } from './FormNumberField';
import { FormErrorSummary, FormGroupMessage, FormSubmitButton } from './FormParts';
import { FormSelect } from './FormSelect';
import { FormSwitch } from './FormSwitch';
import { FormTextArea } from './FormTextArea';
import { FormTextField } from './FormTextField';

/**
 * TanStack Form bound to the design system's fields once: inside `form.AppField` a field
 * renders as `field.TextField`, `field.TextArea`, `field.NumberField`, `field.Switch`,
 * `field.CheckboxGroup`, `field.FileField`, `field.Select`, `field.ComboBox`, `field.MultiSelect`, `field.DatePicker`, `field.MonthPicker` or
 * `field.EntryList`. Screens use these,
 * never a raw control wired by hand (apps/console's guard test holds them to it).
 * `withFieldGroup` makes a part of a form (a group of fields) that several forms bind to
 * their own field names, typed by the group's values, not by each form's.
 */
export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: FormTextField,
    TextArea: FormTextArea,
    NumberField: FormNumberField,
    Switch: FormSwitch,
    CheckboxGroup: FormCheckboxGroup,
    FileField: FormFileField,
    Select: FormSelect,
    ComboBox: FormComboBox,
    MultiSelect: FormMultiSelect,
    DatePicker: FormDatePicker,
    MonthPicker: FormMonthPicker,
    EntryList: FormEntryList,
    GroupMessage: FormGroupMessage,
  },
  formComponents: { SubmitButton: FormSubmitButton, ErrorSummary: FormErrorSummary },
});
