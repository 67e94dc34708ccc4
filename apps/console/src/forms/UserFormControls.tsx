import type { Key } from 'react';
import { ComboBox, Option, useShownError } from '@veritag/ui';
import type { UserFormOption } from './UserForm.choices';

/** An option of the user form's lists (company, authority, business partner). */
export const renderUserOption = (option: UserFormOption) => <Option id={option.id}>{option.label}</Option>;

/**
 * The single business partner of a ROLE_PRODUCER (spec 001 section 5). The form holds it as a
 * list of one, as the customers field always is, so the server sees one shape; the kit's
 * ComboBox holds a single id, hence this one control bound by hand.
 */
export function BusinessPartnerField({ options, isLoading }: { options: readonly UserFormOption[]; isLoading: boolean }) {
  const { field, error } = useShownError<number[]>();
  return (
    <ComboBox
      key={options.length}
      label="Business Partner"
      defaultItems={options}
      selectedKey={field.state.value[0] ?? null}
      onSelectionChange={(key: Key | null) => field.handleChange(key === null ? [] : [Number(key)])}
      onBlur={field.handleBlur}
      isRequired
      isLoading={isLoading}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {renderUserOption}
    </ComboBox>
  );
}
