import { useState } from 'react';
import { productCalls, scanPreviewCalls } from '@veritag/api';
import { productImageFields, type Product, type ProductImageField } from '@veritag/domain';
import { paths } from '#app/app/paths';
import { ProductForm } from '#app/forms/ProductForm';
import { storedImageOf } from '#app/forms/product-form-values';
import { FormPage } from '#app/kit/form/FormPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';
import { useSignedIn } from '#app/session/session-context';
import { useCustomerChoice } from '#app/forms/use-product-customer-choice';
import { ProductScanRulesPanel } from './ProductScanRulesPanel';

/** Who may open this screen: whoever the server lets make its update call. */
export const access = productCalls.update.access;

/** Spec 002 section 2: 'Edit Product' takes the id in navigation state; without it the user returns to the list. */
export default function ProductEdit() {
  return (
    <FormPage title="Edit Product" trail={[{ label: 'Product', route: paths.productList }]}>
      <RecordEditor
        listRoute={paths.productList}
        load={(id) => api.call(productCalls.get, { params: { id } })}
        loadingLabel="Loading the product"
      >
        {(product) => (
          <>
            <LoadedProduct product={product} />
            <ProductScanRulesPanel productId={product.id} />
          </>
        )}
      </RecordEditor>
    </FormPage>
  );
}

/**
 * The saved product's form. A stored image removed here is dropped by the next Save
 * (`remove.<image>=true`); spec 002 section 7's edit also sends user.id, which the server ignores.
 */
function LoadedProduct({ product }: { product: Product }) {
  const { save, cancel } = useSaveAndReturn(paths.productList);
  const customerChoice = useCustomerChoice();
  const { account } = useSignedIn();
  const [removed, setRemoved] = useState<ReadonlySet<ProductImageField>>(new Set());
  const storedPaths = Object.fromEntries(
    productImageFields.map((field) => [field, storedImageOf(product, field)]),
  );
  return (
    <ProductForm
      label="Edit Product"
      product={product}
      customerChoice={customerChoice}
      stored={{
        paths: storedPaths,
        removed,
        onRemove: (field) => setRemoved(new Set([...removed, field])),
      }}
      onSave={({ fields, files }) => {
        const remove = Object.fromEntries([...removed].map((field) => [field, true]));
        return save(() =>
          api.call(productCalls.update, {
            body: { ...fields, id: product.id, user: { id: account.id }, remove },
            files: { file: files },
          }),
        );
      }}
      onCancel={cancel}
      preview={(lang, draft) =>
        api.call(scanPreviewCalls.product, { body: { productId: product.id, lang, draft } })
      }
    />
  );
}
