import { useMemo } from 'react';
import type { ProductOption } from '@veritag/domain';
import { Option } from '@veritag/ui';
import { useLoad } from '#app/app/use-load';
import { FormChoice } from '#app/forms/PlantFormChoice';
import { loadPlants, loadProducts } from './print-data-options';

export interface SelectChoice {
  id: string | number;
  name: string;
}

/** An option of a short fixed list (a month, a year, a code type, a digit count) in `field.Select`. */
export const renderChoice = (choice: SelectChoice) => <Option id={choice.id}>{choice.name}</Option>;

/** The client's plants (`plants/{customerId}/customer`), loaded for the chosen client; mounted again for each client. */
export function PlantChoice({
  customerId,
  onChosen,
}: {
  customerId: number | undefined;
  onChosen: () => void;
}) {
  const { state } = useLoad(
    () => (customerId === undefined ? Promise.resolve([]) : loadPlants(customerId)),
    { silent: true },
  );
  return (
    <FormChoice
      label="Plant"
      choices={state.status === 'ready' ? state.data : noChoices}
      isLoading={customerId !== undefined && state.status === 'loading'}
      isDisabled={customerId === undefined}
      description={
        customerId === undefined ? 'Choose a client first: its plants are listed here' : undefined
      }
      isRequired
      onChosen={onChosen}
    />
  );
}

/** The plant's products (`products/{plantId}/plant`, with their label size); mounted again for each plant. */
export function ProductChoice({
  plantId,
  onChosen,
}: {
  plantId: number | undefined;
  onChosen: (product: ProductOption | undefined) => void;
}) {
  const { state } = useLoad(
    () => (plantId === undefined ? Promise.resolve([]) : loadProducts(plantId)),
    { silent: true },
  );
  const products = state.status === 'ready' ? state.data : noProducts;
  const choices = useMemo(
    () => products.map((product) => ({ id: product.id, name: product.productCode })),
    [products],
  );
  return (
    <FormChoice
      label="Product"
      choices={choices}
      isLoading={plantId !== undefined && state.status === 'loading'}
      isDisabled={plantId === undefined}
      description={
        plantId === undefined ? 'Choose a plant first: its products are listed here' : undefined
      }
      isRequired
      onChosen={(id) => onChosen(products.find((product) => product.id === id))}
    />
  );
}

const noChoices: { id: number; name: string }[] = [];
const noProducts: ProductOption[] = [];
