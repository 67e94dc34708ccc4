import type { FileRule } from '@veritag/domain';
import { FileUpload } from '../FileUpload/FileUpload';
import { useShownError } from './use-shown-error';

export interface FormFileFieldProps {
  label: string;
  rule: FileRule;
  /** Shows the asterisk; the schema (domain's `chosenFile`) is what refuses an empty field. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** A line after the accepted types and size. */
  description?: string;
}

/** FileUpload bound to the form field around it; choosing or removing a file counts as leaving the field. */
export function FormFileField({
  label,
  rule,
  isRequired,
  isDisabled,
  description,
}: FormFileFieldProps) {
  const { field, error } = useShownError<File | null>();
  return (
    <FileUpload
      label={label}
      rule={rule}
      isRequired={isRequired}
      isDisabled={isDisabled}
      description={description}
      value={field.state.value ?? null}
      errorMessage={error}
      onChange={(file) => {
        field.handleChange(file);
        field.handleBlur();
      }}
    />
  );
}
