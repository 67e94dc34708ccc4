import {
  CheckboxGroup,
  type CheckboxGroupProps,
} from '../../components/CheckboxGroup/CheckboxGroup';
import { useShownError } from './use-shown-error';

export type FormCheckboxGroupProps = Omit<
  CheckboxGroupProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'validate'
  | 'validationBehavior'
>;

/**
 * The CheckboxGroup bound to a list of ids of the form (an API key's scopes). Each tick is a
 * choice made, so it validates at once, as the Switch does: "Choose at least one" shows as
 * soon as the last box is cleared, not only when the group is left.
 */
export function FormCheckboxGroup(props: FormCheckboxGroupProps) {
  const { field, error } = useShownError<readonly string[] | undefined>();
  return (
    <CheckboxGroup
      {...props}
      name={field.name}
      value={[...(field.state.value ?? [])]}
      onChange={(chosen) => {
        field.handleChange(chosen);
        field.handleBlur();
      }}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}
