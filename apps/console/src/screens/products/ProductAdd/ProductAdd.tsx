import { productCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { ProductForm } from '#app/forms/ProductForm';
import { FormPage } from '#app/kit/form/FormPage';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';
import { useCustomerChoice } from '#app/forms/use-product-customer-choice';

/** Who may open this screen: whoever the server lets make its create call. */
export const access = productCalls.create.access;

/** Spec 002 section 2: 'Add Product', back to the product list after Save or Cancel. */
export default function ProductAdd() {
  const { save, cancel } = useSaveAndReturn(paths.productList);
  const customerChoice = useCustomerChoice();
  return (
    <FormPage title="Add Product" trail={[{ label: 'Product', route: paths.productList }]}>
      <ProductForm
        label="Add Product"
        customerChoice={customerChoice}
        onSave={({ fields, files }) =>
          save(() => api.call(productCalls.create, { body: fields, files: { file: files } }))
        }
        onCancel={cancel}
      />
    </FormPage>
  );
}
