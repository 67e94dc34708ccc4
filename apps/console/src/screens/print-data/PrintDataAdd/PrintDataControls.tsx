import { useMemo, type Key } from 'react';
import { fileRules, type ProductOption } from '@veritag/domain';
import { FileUpload, Option, Select, useShownError } from '@veritag/ui';
import { useLoad } from '#app/app/use-load';
import { FormChoice } from '#app/forms/PlantFormChoice';
import { loadPlants, loadProducts } from './print-data-options';

export interface SelectChoice {
  id: string | number;
  name: string;
}

/**
 * A Select bound to the form field around it (`form.AppField`), holding the chosen id (a
 * month's name, a year, a digit count). Its "blur" is the list closing: opening the list
 * moves the focus into it, and a check then would flag the field while the user chooses.
 */
export function BoundSelect({ label, choices, placeholder, isRequired, isDisabled, onChosen }: {
  label: string;
  choices: readonly SelectChoice[];
  placeholder: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  onChosen?: (id: string | number | undefined) => void;
}) {
  const { field, error } = useShownError<string | number | undefined>();
  const value = field.state.value;
  return (
    <Select
      label={label}
      items={choices}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      selectedKey={value === undefined || value === '' ? null : value}
      onSelectionChange={(key: Key | null) => {
        const chosen = choices.find((choice) => choice.id === key)?.id;
        field.handleChange(chosen ?? '');
        onChosen?.(chosen);
      }}
      onOpenChange={(isOpen) => {
        if (!isOpen) field.handleBlur();
      }}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(choice) => <Option id={choice.id}>{choice.name}</Option>}
    </Select>
  );
}

/**
 * The serial number CSV (spec 001 section 5: at most 1,000,000 bytes, one file). The field
 * holds no value rather than null once the file is removed: the domain reads "no CSV" as
 * absent, and the serial number is then what it asks for.
 */
export function SerialCsvField() {
  const { field, error } = useShownError<File | undefined>();
  return (
    <FileUpload
      label="Serial Number CSV"
      rule={fileRules.serialNumberCsv}
      value={field.state.value ?? null}
      errorMessage={error}
      onChange={(file) => {
        field.handleChange(file ?? undefined);
        field.handleBlur();
      }}
    />
  );
}

/** The client's plants (`plants/{customerId}/customer`), loaded for the chosen client; mounted again for each client. */
export function PlantChoice({ customerId, onChosen }: { customerId: number | undefined; onChosen: () => void }) {
  const { state } = useLoad(() => (customerId === undefined ? Promise.resolve([]) : loadPlants(customerId)), { silent: true });
  return (
    <FormChoice
      label="Plant"
      choices={state.status === 'ready' ? state.data : noChoices}
      isLoading={customerId !== undefined && state.status === 'loading'}
      isDisabled={customerId === undefined}
      isRequired
      onChosen={onChosen}
    />
  );
}

/** The plant's products (`products/{plantId}/plant`, with their label size); mounted again for each plant. */
export function ProductChoice({ plantId, onChosen }: { plantId: number | undefined; onChosen: (product: ProductOption | undefined) => void }) {
  const { state } = useLoad(() => (plantId === undefined ? Promise.resolve([]) : loadProducts(plantId)), { silent: true });
  const products = state.status === 'ready' ? state.data : noProducts;
  const choices = useMemo(() => products.map((product) => ({ id: product.id, name: product.productCode })), [products]);
  return (
    <FormChoice
      label="Product"
      choices={choices}
      isLoading={plantId !== undefined && state.status === 'loading'}
      isDisabled={plantId === undefined}
      isRequired
      onChosen={(id) => onChosen(products.find((product) => product.id === id))}
    />
  );
}

const noChoices: { id: number; name: string }[] = [];
const noProducts: ProductOption[] = [];
