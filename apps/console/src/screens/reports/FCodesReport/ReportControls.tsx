import { useMemo } from 'react';
import { productCalls } from '@veritag/api';
import type { ProductOption } from '@veritag/domain';
import { FormSelect } from '@veritag/ui';
import { useLoad } from '#app/app/use-load';
import { NamedChoiceField, type NamedChoice } from '#app/kit/form/ReportFields';
import { api } from '#app/session/api-client';

/** The customer's products (`products/{customerId}/customer`); mounted again for each customer. */
export function ProductChoiceField({
  customerId,
  byProduct,
  onChosen,
}: {
  customerId: number | undefined;
  /** False for a report that no product narrows (the template report): the field is then off. */
  byProduct: boolean;
  onChosen: (choice: NamedChoice | undefined) => void;
}) {
  const { state } = useLoad(
    (): Promise<ProductOption[]> =>
      customerId === undefined
        ? Promise.resolve([])
        : api.call(productCalls.ofCustomer, { params: { customerId } }),
    { silent: true },
  );
  const products = state.status === 'ready' ? state.data : noProducts;
  const choices = useMemo(
    () => products.map((product) => ({ id: product.id, name: product.productCode })),
    [products],
  );
  return (
    <NamedChoiceField
      label="Product"
      description={
        !byProduct
          ? 'The template report is not narrowed by product'
          : customerId === undefined
            ? 'Choose a customer to narrow to one of its products'
            : undefined
      }
      choices={choices}
      isLoading={customerId !== undefined && state.status === 'loading'}
      isDisabled={customerId === undefined || !byProduct}
      onChosen={onChosen}
    />
  );
}

/** Report Type: the types whose call the user may make. */
export function ReportTypeField({
  choices,
}: {
  choices: readonly { value: string; label: string }[];
}) {
  const items = useMemo(
    () => choices.map((choice) => ({ id: choice.value, name: choice.label })),
    [choices],
  );
  return (
    <FormSelect label="Report Type" placeholder="Choose a report type" items={items} isRequired />
  );
}

const noProducts: ProductOption[] = [];
