import { useLoad } from '#app/app/use-load';
import { FormChoice, type Choice } from '#app/forms/PlantFormChoice';
import { loadPlants, loadProducts } from './link-qr-options';

/**
 * The plants to choose from: the chosen customer's for an admin (none until one is chosen),
 * the caller's own otherwise. Mounted again for each customer, so the list reloads.
 */
export function PlantChoice({
  customerId,
  waitsForCustomer,
  onChosen,
}: {
  customerId: number | undefined;
  waitsForCustomer: boolean;
  onChosen: (id: number | undefined) => void;
}) {
  const blocked = waitsForCustomer && customerId === undefined;
  const { state } = useLoad(() => (blocked ? Promise.resolve([]) : loadPlants(customerId)), {
    silent: true,
  });
  return (
    <FormChoice
      label="Plant"
      choices={state.status === 'ready' ? state.data : noChoices}
      isLoading={!blocked && state.status === 'loading'}
      isDisabled={blocked}
      isRequired
      onChosen={onChosen}
    />
  );
}

/** The plant's products (`products/{plantId}/plant`); mounted again for each plant. */
export function ProductChoice({ plantId }: { plantId: number | undefined }) {
  const { state } = useLoad(
    () => (plantId === undefined ? Promise.resolve([]) : loadProducts(plantId)),
    { silent: true },
  );
  return (
    <FormChoice
      label="Product"
      choices={state.status === 'ready' ? state.data : noChoices}
      isLoading={plantId !== undefined && state.status === 'loading'}
      isDisabled={plantId === undefined}
      isRequired
    />
  );
}

const noChoices: Choice[] = [];
