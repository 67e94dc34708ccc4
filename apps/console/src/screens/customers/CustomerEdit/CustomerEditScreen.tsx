import { useState } from 'react';
import { customerCalls, scanPreviewCalls } from '@veritag/api';
import { customerShowsLinkQr, type Customer } from '@veritag/domain';
import { QrCode } from '@veritag/ui';
import { CustomerForm } from '#app/forms/CustomerForm';
import { FormPage } from '#app/kit/form/FormPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';
import type { CustomerMode } from '#app/forms/CustomerForm.modes';
import { StoredLogo } from './StoredLogo';

/** Takes the id in navigation state; without it the user returns to the matching list. */
export function CustomerEditScreen({ mode }: { mode: CustomerMode }) {
  const title = `Edit ${mode.noun}`;
  return (
    <FormPage title={title} trail={[{ label: mode.noun, route: mode.list }]}>
      <RecordEditor
        listRoute={mode.list}
        load={(id) => api.call(customerCalls.get, { params: { id } })}
        loadingLabel={`Loading the ${mode.noun.toLowerCase()}`}
      >
        {(customer) => <LoadedCustomer mode={mode} title={title} customer={customer} />}
      </RecordEditor>
    </FormPage>
  );
}

/**
 * The saved record's form, its stored logo, and (with a website or social link enabled) the
 * 250 px QR code of its public video page, downloadable as a PNG named after its id.
 */
function LoadedCustomer({
  mode,
  title,
  customer,
}: {
  mode: CustomerMode;
  title: string;
  customer: Customer;
}) {
  const { save, cancel } = useSaveAndReturn(mode.list);
  const [logoRemoved, setLogoRemoved] = useState(false);
  return (
    <>
      {customerShowsLinkQr(customer) && customer.videoPageUrl && (
        <section aria-label="Video page QR code" data-slot="video-page-qr">
          <QrCode
            value={customer.videoPageUrl}
            recordId={customer.id}
            label={`QR code of ${customer.companyName}`}
          />
          {/* The address it holds, so an operator can check PUBLIC_BASE_URL before printing. */}
          <p>
            Opens{' '}
            <a href={customer.videoPageUrl} target="_blank" rel="noreferrer">
              {customer.videoPageUrl}
            </a>
          </p>
        </section>
      )}
      <CustomerForm
        label={title}
        companyType={customer.companyType}
        customer={customer}
        logo={
          <StoredLogo
            path={customer.customerLogo}
            removed={logoRemoved}
            onRemove={() => setLogoRemoved(true)}
          />
        }
        deleteAccess={customerCalls.remove.access}
        onSave={({ fields, files }) =>
          save(() =>
            api.call(customerCalls.update, {
              body: {
                ...fields,
                id: customer.id,
                companyType: customer.companyType,
                removeCustomerLogo: logoRemoved && !files.customerLogo,
              },
              files,
            }),
          )
        }
        onCancel={cancel}
        preview={(lang, draft) =>
          api.call(scanPreviewCalls.customer, { body: { customerId: customer.id, lang, draft } })
        }
      />
    </>
  );
}
