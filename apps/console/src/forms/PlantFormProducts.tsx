import type * as v from 'valibot';
import { plantCalls, productCalls } from '@veritag/api';
import { plantProductLocked, type Access, type PlantForm as PlantValues } from '@veritag/domain';
import { Button, type useVeritagForm } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { useAllowed } from '#app/kit/access/use-allowed';
import { api } from '#app/session/api-client';
import { FormChoice } from './PlantFormChoice';
import * as styles from './forms.css';

/** What the plant form holds: ids as chosen, numbers as typed ('' while empty). */
export type PlantFormValues = {
  id?: number;
  plantCode: string;
  name: string;
  address: string;
  customer: number | '';
  allowAllProduct: boolean;
  plantProducts: { id?: number; product: number | ''; noOfLabelPerRoll: number | '' }[];
  contectPersons: {
    id?: number;
    name: string;
    designation: string;
    email: string;
    mobile: string;
  }[];
};
type PlantFormApi = ReturnType<
  typeof useVeritagForm<v.GenericSchema<PlantFormValues, PlantValues>>
>;

const noProducts: { id: number; name: string }[] = [];

/**
 * The plant's product rows: a product of the plant's customer and its labels per roll. A
 * saved row's product is locked (spec 002 section 2); removing a saved row deletes it on the
 * server at once, which needs the plant's delete rule; an unsaved row only leaves the list.
 */
export function PlantFormProducts({
  form,
  customerId,
  deleteAccess,
}: {
  form: PlantFormApi;
  customerId: number | undefined;
  deleteAccess: Access | undefined;
}) {
  const allowed = useAllowed();
  // Loaded once per customer: the form mounts the rows again (a new key) when it changes.
  const { state } = useLoad(async () =>
    customerId === undefined
      ? noProducts
      : (await api.call(productCalls.ofCustomer, { params: { customerId } })).map((product) => ({
          id: product.id,
          name: product.productCode,
        })),
  );
  const products = {
    choices: state.status === 'ready' ? state.data : noProducts,
    loading: state.status === 'loading',
  };
  return (
    <form.AppField name="plantProducts" mode="array">
      {(rows) => (
        <div className={styles.rows}>
          {rows.state.value.map((row, index) => {
            const label = `Product ${index + 1}`;
            const remove = async () => {
              if (row.id !== undefined) {
                try {
                  await api.call(plantCalls.removeProduct, { body: { id: row.id } });
                } catch (error) {
                  return reportFailure(error);
                }
              }
              rows.removeValue(index);
            };
            return (
              <fieldset
                key={index}
                className={styles.row}
                data-slot="plant-product"
                data-saved={row.id !== undefined || undefined}
              >
                <legend>{label}</legend>
                <form.AppField name={`plantProducts[${index}].product`}>
                  {() => (
                    <FormChoice
                      label="Product"
                      choices={products.choices}
                      isLoading={products.loading}
                      isRequired
                      isDisabled={plantProductLocked(row)}
                    />
                  )}
                </form.AppField>
                <form.AppField name={`plantProducts[${index}].noOfLabelPerRoll`}>
                  {(field) => <field.NumberField label="Labels Per Roll" isRequired />}
                </form.AppField>
                {(row.id === undefined || (deleteAccess && allowed(deleteAccess))) && (
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${label}`}
                    onPress={() => void remove()}
                  >
                    Remove
                  </Button>
                )}
              </fieldset>
            );
          })}
          <div>
            <Button
              variant="secondary"
              onPress={() => rows.pushValue({ product: '', noOfLabelPerRoll: '' })}
            >
              Add Product
            </Button>
          </div>
        </div>
      )}
    </form.AppField>
  );
}
