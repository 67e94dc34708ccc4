import { linkQrCalls } from '@veritag/api';
import type { LinkQrForm as LinkQrValues } from '@veritag/domain';
import { showToast, type ServerFieldErrors } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { FormPage } from '#app/kit/form/FormPage';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import { useSignedIn } from '#app/session/session-context';
import { LinkQrForm } from './LinkQrForm';

/** Who may open this screen: whoever the server lets link (the Master privilege, as the menu's Link QR entry). */
export const access = linkQrCalls.link.access;

/**
 * Sends the form as the spec's multipart (`customer.id`, `plant`, `product.id`, `files`): the
 * reply's text is the 'Success Message' toast; a refusal shows the server's title.
 */
function save(values: LinkQrValues): Promise<ServerFieldErrors | void> {
  const { file, customer, plant, product } = values;
  return saveForm(
    async () => {
      const reply = await api.call(linkQrCalls.link, {
        body: {
          ...(customer === undefined ? {} : { customer: { id: customer } }),
          plant,
          product: { id: product },
        },
        files: { files: file as File },
      });
      showToast({ tone: 'success', detail: reply.message, subject: 'link-qr' });
    },
    () => undefined,
  );
}

/** Spec 002 section 2: link_qr, Link QrCode. Cancel goes to the dashboard: the screen has no list to return to. */
export default function LinkQr() {
  const { role } = useSignedIn();
  return (
    <FormPage title="Link QR" trail={[{ label: 'Master' }]}>
      <LinkQrForm
        choosesCustomer={role === 'ROLE_ADMIN'}
        onSave={save}
        onCancel={() => go(paths.dashboard)}
      />
    </FormPage>
  );
}
