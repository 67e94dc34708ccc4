import { useState } from 'react';
import {
  fileRules,
  TokenDataFormSchema,
  validUptoOptions,
  yearRanges,
  type Stripped,
  type TokenDataForm as TokenDataValues,
} from '@veritag/domain';
import { Form, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { FormActions } from '#app/forms/FormActions';
import { useTokenCodeRoom } from '#app/forms/use-token-code-room';
import { FormChoice, type Choice } from '#app/forms/PlantFormChoice';
import { renderTextChoice, textChoices } from './TokenDataFields';

export interface TokenDataFormProps {
  plants: readonly Choice[];
  colours: readonly string[];
  isLoading: boolean;
  /** The pack sizes master products of the colour come in (matnrs/packsize/{color}). */
  packSizesOf: (color: string) => Promise<number[]>;
  onSave: (values: Stripped<TokenDataValues>) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

/**
 * Add Token Data (spec 002 sections 2, 4 and 5): Plant, Colour, PO Number, PO Date, Valid
 * Upto (3, 4 or 5 years), Zpack and the CSV file. Choosing a colour loads its pack sizes and
 * clears a zpack chosen for another colour; the token type is always Normal.
 */
export function TokenDataForm({
  plants,
  colours,
  isLoading,
  packSizesOf,
  onSave,
  onCancel,
}: TokenDataFormProps) {
  const [packSizes, setPackSizes] = useState<
    { color: string; sizes: readonly number[] } | 'loading'
  >({ color: '', sizes: [] });
  const room = useTokenCodeRoom();
  const form = useVeritagForm({
    schema: TokenDataFormSchema,
    defaultValues: {
      plant: '',
      color: '',
      poNumber: '',
      poDate: '',
      validUpto: undefined,
      zpack: '',
      tokenType: 'Normal',
      file: null,
    },
    onSubmit: onSave,
  });
  const chooseColour = (color: string) => {
    form.setFieldValue('zpack', '');
    if (!color) return setPackSizes({ color, sizes: [] });
    setPackSizes('loading');
    packSizesOf(color).then(
      (sizes) => setPackSizes({ color, sizes }),
      () => setPackSizes({ color, sizes: [] }),
    );
  };
  const sizes = packSizes === 'loading' ? [] : packSizes.sizes;
  return (
    <Form form={form} aria-label="Add Token Data">
      <form.AppField name="plant">
        {() => <FormChoice label="Plant" choices={plants} isLoading={isLoading} isRequired />}
      </form.AppField>
      <form.AppField name="color">
        {(field) => (
          <field.Select
            label="Colour"
            placeholder="Choose a colour"
            items={textChoices(colours)}
            isDisabled={isLoading}
            onChosen={(choice) => chooseColour(choice?.id ?? '')}
            isRequired
          >
            {renderTextChoice}
          </field.Select>
        )}
      </form.AppField>
      <form.AppField name="poNumber">
        {(field) => <field.TextField label="PO Number" isRequired />}
      </form.AppField>
      <form.AppField name="poDate">
        {(field) => <field.DatePicker label="PO Date" yearRange={yearRanges.datePicker} />}
      </form.AppField>
      <form.AppField name="validUpto">
        {(field) => (
          <field.Select
            label="Valid Upto"
            placeholder="Choose a period"
            items={textChoices(validUptoOptions)}
            isRequired
          >
            {renderTextChoice}
          </field.Select>
        )}
      </form.AppField>
      <form.AppField name="zpack">
        {(field) => (
          <field.Select
            label="Zpack"
            placeholder={
              packSizes === 'loading'
                ? 'Loading pack sizes…'
                : sizes.length > 0
                  ? 'Choose a pack size'
                  : 'Choose a colour first'
            }
            items={textChoices(sizes)}
            isDisabled={sizes.length === 0}
            isRequired
          >
            {renderTextChoice}
          </field.Select>
        )}
      </form.AppField>
      <form.AppField name="file">
        {(field) => (
          <field.FileField
            label="CSV File"
            rule={fileRules.tokenDataCsv}
            isRequired
            description={room && `Each row takes Zpack codes. ${room}.`}
          />
        )}
      </form.AppField>
      <FormActions SubmitButton={form.SubmitButton} onCancel={onCancel} />
    </Form>
  );
}
