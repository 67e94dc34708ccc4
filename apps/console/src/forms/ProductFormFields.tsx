import type { ReactNode } from 'react';
import { colorToHex } from '@veritag/domain';
import { colorAsHex, fontOptions, renderFontOption } from './ProductFormControls';
import * as styles from './ProductForm.css';
import type { ProductFormApi } from './product-form-values';

/** The always-shown fields' names, in the order of spec 002 section 3 (for the tab's error mark). */
export const productBaseFieldNames = [
  'productName',
  'productSrNo',
  'productCode',
  'productDescription',
  'labelSize',
  'labelSpecification',
  'productLink',
  'gtin',
  'offerCode',
  'customer',
  'authenticationMsg',
  'fontName',
  'fontSize',
  'color',
];

/** Spec 002 sections 3 and 5: the product's own fields; the customer field is the caller's to give. */
export function ProductFormFields({
  form,
  customer,
}: {
  form: ProductFormApi;
  customer: ReactNode;
}) {
  return (
    <>
      <form.AppField name="productName">
        {(field) => <field.TextField label="Product Name" isRequired />}
      </form.AppField>
      <form.AppField name="productSrNo">
        {(field) => <field.TextField label="Product Sr No" isRequired />}
      </form.AppField>
      <form.AppField name="productCode">
        {(field) => <field.TextField label="Product Code" isRequired />}
      </form.AppField>
      <form.AppField name="productDescription">
        {(field) => <field.TextArea label="Product Description" isRequired />}
      </form.AppField>
      <form.AppField name="labelSize">
        {(field) => <field.TextField label="Label Size" isRequired />}
      </form.AppField>
      <form.AppField name="labelSpecification">
        {(field) => <field.TextField label="Label Specification" isRequired />}
      </form.AppField>
      <form.AppField name="productLink">
        {(field) => <field.TextField label="Product Link" type="url" />}
      </form.AppField>
      {/* Optional (decision 0240): with it the product's codes print as GS1 Digital Links. */}
      <form.AppField name="gtin">
        {(field) => <field.TextField label="GTIN" inputMode="numeric" />}
      </form.AppField>
      <form.AppField name="offerCode">
        {(field) => <field.TextField label="Offer Code" />}
      </form.AppField>
      {customer}
      <form.AppField name="authenticationMsg">
        {(field) => <field.TextField label="Authentication Message" isRequired />}
      </form.AppField>
      <form.AppField name="fontName">
        {(field) => (
          <field.Select label="Font Name" placeholder="Choose a font" items={fontOptions}>
            {renderFontOption}
          </field.Select>
        )}
      </form.AppField>
      <form.AppField name="fontSize">
        {(field) => <field.TextField label="Font Size" inputMode="numeric" />}
      </form.AppField>
      <form.AppField name="color">
        {(field) => (
          <div className={styles.color}>
            <field.TextField
              label="Color"
              description="A colour name (navy) or a hex value (#1e3a8a)"
              tidyOnBlur={colorAsHex}
            />
            <span
              className={styles.swatch}
              style={{ background: colorToHex(field.state.value) ?? 'transparent' }}
              data-slot="swatch"
              aria-hidden="true"
            />
          </div>
        )}
      </form.AppField>
    </>
  );
}
