import { Switch, type SwitchProps } from '../../components/Switch/Switch';
import { useShownError } from './use-shown-error';

export type FormSwitchProps = Omit<
  SwitchProps,
  'name' | 'checked' | 'defaultChecked' | 'onCheckedChange' | 'onBlur'
>;

/**
 * The Switch primitive bound to a flag of the form (the spec's enable switches). Domain
 * flags accept true/false and their multipart spellings; the form holds a boolean.
 */
export function FormSwitch(props: FormSwitchProps) {
  const { field } = useShownError<boolean | 'true' | 'false' | undefined>();
  const value = field.state.value;
  return (
    <Switch
      {...props}
      name={field.name}
      checked={value === true || value === 'true'}
      onCheckedChange={(checked) => {
        field.handleChange(checked);
        field.handleBlur();
      }}
    />
  );
}
