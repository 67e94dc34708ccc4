import { Button, Card, QrCode, Tabs, TabsContent, TabsList, TabsTrigger } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { go } from '#app/app/navigation';
import { DetailTable, type DetailColumn } from '#app/kit/list/DetailTable';
import type { ViewState } from '#app/kit/view/open-view';
import { shownValue } from './view-value';
import * as styles from './ViewPage.css';

type Rows = Record<string, unknown>[];
const rowsAt = (record: Record<string, unknown>, name: string): Rows =>
  Array.isArray(record[name]) ? (record[name] as Rows) : [];

/**
 * The properties, the static QR code, the plant's products and the contact persons of one
 * record. `contactPersons` are those of the fetched record: given, the tab shows even when empty.
 */
export function ViewDetails({
  view,
  contactPersons: fetched,
}: {
  view: ViewState;
  contactPersons?: Rows;
}) {
  const { record, title, returnTo, properties } = view;
  const qrLink =
    typeof record.staticQrLink === 'string' && record.staticQrLink
      ? record.staticQrLink
      : undefined;
  const plantProducts = rowsAt(record, 'plantProducts');
  const contactPersons = fetched ?? rowsAt(record, 'contectPersons');
  const details = (
    <dl className={styles.properties}>
      {properties.map((property) => (
        <div key={property.name} className={styles.property}>
          <dt>{property.label}</dt>
          <dd>{shownValue(record, property.name)}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Back to the list', route: returnTo }]} />
      <Card>
        {fetched || contactPersons.length > 0 ? (
          <Tabs defaultValue="details">
            <TabsList aria-label={title}>
              <TabsTrigger value="details">Details</TabsTrigger>
              <TabsTrigger value="contacts">Contact Person</TabsTrigger>
            </TabsList>
            <TabsContent value="details">{details}</TabsContent>
            <TabsContent value="contacts">
              <RecordTable
                caption="Contact Person"
                rows={contactPersons}
                columns={[
                  ['Name', 'name'],
                  ['Designation', 'designation'],
                  ['Mobile', 'mobile'],
                  ['Email', 'email'],
                ]}
              />
            </TabsContent>
          </Tabs>
        ) : (
          details
        )}
        {qrLink && (
          <QrCode
            value={qrLink}
            recordId={String(record.id ?? 'qr')}
            label={`QR code of ${title}`}
          />
        )}
        {plantProducts.length > 0 && (
          <RecordTable
            caption="Plant Products"
            rows={plantProducts}
            columns={[
              ['Product Code', 'productCode'],
              ['Labels Per Roll', 'labelsPerRoll'],
            ]}
          />
        )}
        <div className={styles.buttons}>
          <Button variant="secondary" onPress={() => go(returnTo)}>
            Back
          </Button>
        </div>
      </Card>
    </>
  );
}

function RecordTable({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: Rows;
  columns: [label: string, name: string][];
}) {
  const shown: DetailColumn<Rows[number]>[] = columns.map(([label, name]) => ({
    header: label,
    value: (row) => shownValue(row, name),
  }));
  return (
    <DetailTable
      caption={caption}
      columns={shown}
      rows={rows}
      emptyMessage={`No ${caption.toLowerCase()} recorded`}
    />
  );
}
