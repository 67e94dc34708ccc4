import { useMemo, useRef, useState } from 'react';
import {
  codeRoomNote,
  fileRules,
  codeTypes,
  datePartsOf,
  digitOptionsFor,
  labelSizes,
  micrositeDefaults,
  monthNames,
  printDataFormWithRoom,
  printDataYearOptions,
  roomOf,
  type CodeSpaceRoom,
  type CodeType,
  type CustomerOption,
  type LabelSize,
  type PrintDataForm as PrintDataValues,
  type ProductOption,
  type Stripped,
} from '@veritag/domain';
import { Button, Form, TextField, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { useLoad } from '#app/app/use-load';
import { FormChoice } from '#app/forms/PlantFormChoice';
import { PlantChoice, ProductChoice, renderChoice, type SelectChoice } from './PrintDataControls';
import { loadClients, loadCodeRooms, loadVendors } from './print-data-options';
import * as styles from '#app/kit/form/field-grid.css';

export interface PrintDataFormProps {
  onSave: (
    values: Stripped<PrintDataValues>,
    client: CustomerOption | undefined,
  ) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

const months: SelectChoice[] = monthNames.map((month) => ({ id: month, name: month }));
const years: SelectChoice[] = printDataYearOptions().map((year) => ({
  id: year,
  name: String(year),
}));
const codeTypeChoices: SelectChoice[] = codeTypes.map((type) => ({ id: type, name: type }));
const digitChoicesOf = (codeType: unknown): SelectChoice[] =>
  digitOptionsFor(codeTypes.find((type) => type === codeType)).map((digit) => ({
    id: digit,
    name: String(digit),
  }));
const isLabelSize = (size: string | null | undefined): size is LabelSize =>
  labelSizes.some((option) => option === size);
const idOf = (value: unknown): number | undefined =>
  value === '' || value === undefined ? undefined : Number(value);

/** The room under Digit once a code type and a digit are chosen and the platform's rooms are loaded. */
const roomNoteOf = (
  rooms: readonly CodeSpaceRoom[] | undefined,
  codeType: unknown,
  digit: unknown,
): string | undefined => {
  const type = codeTypes.find((one) => one === codeType);
  if (!rooms || !type || typeof digit !== 'number' || !digitOptionsFor(type).includes(digit))
    return undefined;
  return codeRoomNote({ type, length: digit }, roomOf(rooms, { type, length: digit }));
};

/**
 * The Print Data Generator (spec 001 sections 3 to 5). Client, plant and product cascade:
 * choosing a client clears plant and product and loads its plants; choosing a plant clears
 * the product and loads its products. A microsite client (micrositeEnable) fills the microsite
 * defaults (section 4). The digit counts follow the code type; the label size is the chosen
 * product's, read only. A serial number or a CSV, not both: the domain's rule says so.
 */
export function PrintDataForm({ onSave, onCancel }: PrintDataFormProps) {
  const clients = useLoad(loadClients, { silent: true });
  const vendors = useLoad(loadVendors, { silent: true });
  const clientList = clients.state.status === 'ready' ? clients.state.data : noClients;
  const clientChoices = useMemo(
    () => clientList.map((client) => ({ id: client.id, name: client.companyName })),
    [clientList],
  );
  const chosenClient = useRef<CustomerOption>(undefined);
  const [productLabelSize, setProductLabelSize] = useState<string>();
  // The platform's room per code type and length (decision 0361): a quantity past it is refused
  // under Digit before Save. Until it loads (or if it fails) the form checks each length's cap
  // alone, and the server refuses what the room cannot take either way.
  const codeRooms = useLoad(loadCodeRooms, { silent: true });
  const rooms = codeRooms.state.status === 'ready' ? codeRooms.state.data : undefined;
  const schema = useMemo(() => printDataFormWithRoom(rooms ?? noRooms), [rooms]);

  const form = useVeritagForm({
    schema,
    defaultValues: {
      client: '',
      plant: '',
      product: '',
      vendor: '',
      month: undefined,
      year: '',
      codeType: undefined,
      digit: '',
      quantity: '',
      up: '',
      remark: '',
      productSerialNumber: '',
      serialNumberCsv: undefined,
      labelSize: undefined,
      isMicrosite: false,
    },
    onSubmit: (values) => onSave(values, chosenClient.current),
  });

  const chooseClient = (id: number | undefined) => {
    form.setFieldValue('plant', '');
    form.setFieldValue('product', '');
    form.setFieldValue('labelSize', undefined);
    setProductLabelSize(undefined);
    const client = clientList.find((option) => option.id === id);
    chosenClient.current = client;
    form.setFieldValue('isMicrosite', client?.micrositeEnable === true);
    if (client?.micrositeEnable) {
      const defaults = micrositeDefaults(datePartsOf(new Date()));
      form.setFieldValue('month', defaults.month);
      form.setFieldValue('year', defaults.year);
      form.setFieldValue('codeType', defaults.codeType);
      form.setFieldValue('digit', defaults.digit);
      form.setFieldValue('quantity', defaults.quantity);
      form.setFieldValue('up', defaults.up);
    }
  };
  const choosePlant = () => {
    form.setFieldValue('product', '');
    form.setFieldValue('labelSize', undefined);
    setProductLabelSize(undefined);
  };
  const chooseProduct = (product: ProductOption | undefined) => {
    setProductLabelSize(product?.labelSize ?? undefined);
    // The form's label size is one of the spec's options; a product of another size sends none.
    form.setFieldValue(
      'labelSize',
      isLabelSize(product?.labelSize) ? product.labelSize : undefined,
    );
  };
  const chooseCodeType = (codeType: string | number | undefined) => {
    const digit = form.getFieldValue('digit');
    if (!digitOptionsFor(codeType as CodeType | undefined).includes(Number(digit)))
      form.setFieldValue('digit', '');
  };

  return (
    <Form form={form} aria-label="Print Data Generator">
      <div className={styles.fieldGrid}>
        <form.AppField name="client">
          {() => (
            <FormChoice
              label="Client"
              choices={clientChoices}
              isLoading={clients.state.status === 'loading'}
              isRequired
              onChosen={chooseClient}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.client}>
          {(client) => (
            <form.AppField name="plant">
              {() => (
                <PlantChoice
                  key={String(client)}
                  customerId={idOf(client)}
                  onChosen={choosePlant}
                />
              )}
            </form.AppField>
          )}
        </form.Subscribe>
        <form.Subscribe selector={(state) => state.values.plant}>
          {(plant) => (
            <form.AppField name="product">
              {() => (
                <ProductChoice key={String(plant)} plantId={idOf(plant)} onChosen={chooseProduct} />
              )}
            </form.AppField>
          )}
        </form.Subscribe>
        <form.AppField name="vendor">
          {() => (
            <FormChoice
              label="Vendor"
              choices={vendors.state.status === 'ready' ? vendors.state.data : noVendors}
              isLoading={vendors.state.status === 'loading'}
              isRequired
            />
          )}
        </form.AppField>
        <form.AppField name="month">
          {(field) => (
            <field.Select label="Month" items={months} placeholder="Choose a month" isRequired>
              {renderChoice}
            </field.Select>
          )}
        </form.AppField>
        <form.AppField name="year">
          {(field) => (
            <field.Select label="Year" items={years} placeholder="Choose a year" isRequired>
              {renderChoice}
            </field.Select>
          )}
        </form.AppField>
        <form.AppField name="codeType">
          {(field) => (
            <field.Select
              label="Code Type"
              items={codeTypeChoices}
              placeholder="Choose a code type"
              isRequired
              onChosen={(choice) => chooseCodeType(choice?.id)}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.codeType}>
          {(codeType) => (
            <form.Subscribe
              selector={(state) => roomNoteOf(rooms, state.values.codeType, state.values.digit)}
            >
              {(roomNote) => (
                <form.AppField name="digit">
                  {(field) => (
                    <field.Select
                      label="Digit"
                      items={digitChoicesOf(codeType)}
                      placeholder="Choose a digit count"
                      description={
                        codeType === undefined
                          ? 'Choose a code type first: its lengths are listed here'
                          : roomNote
                      }
                      isRequired
                      isDisabled={codeType === undefined}
                    />
                  )}
                </form.AppField>
              )}
            </form.Subscribe>
          )}
        </form.Subscribe>
        <form.AppField name="quantity">
          {(field) => <field.NumberField label="Quantity" isRequired />}
        </form.AppField>
        <form.AppField name="up">
          {(field) => <field.NumberField label="Up" isRequired />}
        </form.AppField>
        <TextField
          label="Label Size"
          value={productLabelSize ?? ''}
          description="The product's label size"
          isReadOnly
        />
        <form.Subscribe selector={(state) => state.values.isMicrosite}>
          {(isMicrosite) =>
            isMicrosite === true && (
              <TextField
                label="Microsite"
                value="On"
                description="The client's microsite: its codes are made as roto QR"
                isReadOnly
              />
            )
          }
        </form.Subscribe>
        <div className={styles.wide}>
          <form.AppField name="remark">
            {(field) => <field.TextArea label="Remark" />}
          </form.AppField>
        </div>
        <form.AppField name="productSerialNumber">
          {(field) => (
            <field.TextField
              label="Product Serial Number"
              description="Or a Serial Number CSV, not both"
            />
          )}
        </form.AppField>
        <form.AppField name="serialNumberCsv">
          {(field) => (
            <field.FileField label="Serial Number CSV" rule={fileRules.serialNumberCsv} />
          )}
        </form.AppField>
      </div>
      <div className={styles.buttons}>
        <form.SubmitButton>Save</form.SubmitButton>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

const noClients: CustomerOption[] = [];
const noRooms: CodeSpaceRoom[] = [];
const noVendors: { id: number; name: string }[] = [];
