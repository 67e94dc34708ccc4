import type { HeldPrivilege } from '@veritag/domain';
import { contract } from '@veritag/api';
import { call, type FilePart } from '../../../test-support/api-calls';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';
import { demoArtworkPdf } from '../templates.seed';

export { openTypeFont, trueTypeFont } from '../../../test-support/fonts';

/** The demo's 60 x 40 mm artwork as a fresh upload. */
export const artworkPdf = async () => Buffer.from(await demoArtworkPdf());

export const addTemplate = async (
  t: TestApp,
  token: string,
  fields: { customerId: number | string; description: string },
  file?: FilePart,
) => call(t, contract.templates.create, { body: fields, files: file ? { file } : {} }, token);

/** A template added through the API, PENDING, for the customer. */
export async function newTemplate(
  t: TestApp,
  token: string,
  customerId: number,
  description = 'Bottle label',
): Promise<{ id: number; status: string }> {
  const reply = await addTemplate(
    t,
    token,
    { customerId, description },
    { bytes: await artworkPdf(), name: 'bottle.pdf', type: 'application/pdf' },
  );
  if (reply.status !== 200) throw new Error(`add template ${reply.status}: ${reply.text}`);
  return reply.body;
}

/** A design on the 60 x 40 mm label: a QR code, the code and a text; `more` adds components. */
export const designOf = (templateId: number, more: object[] = [], settings: object = {}) => ({
  templateId,
  ...settings,
  coordinates: [
    { name: 'QR', type: 'QR_CODE', x: 10, y: 28, width: 72, height: 72 },
    { name: 'Code', type: 'Code', x: 88, y: 32, width: 74, height: 12 },
    { name: 'Hello', type: 'Text', x: 88, y: 52, width: 74, height: 12, text: 'Hello' },
    ...more,
  ],
});

let users = 0;
/** A ROLE_USER of the company with the Template privilege at `level`, optionally limited to some customers. */
export async function templateUser(
  t: TestApp,
  companyId: number,
  level: 0 | 1 | 2,
  customerIds: number[] = [],
): Promise<string> {
  users += 1;
  const login = `template-user-${users}`;
  const privileges: HeldPrivilege[] =
    level > 0
      ? [
          { parent: null, name: 'Template', priority: 1 },
          { parent: 'Template', name: 'Template', priority: level },
        ]
      : [];
  const id = await t.services.accounts.create({
    login,
    password: demoPassword,
    role: 'ROLE_USER',
    companyId,
    privileges,
    firstName: 'T',
    lastName: 'U',
    email: `${login}@example.com`,
    mobileNo: '9000000066',
  });
  if (customerIds.length > 0) await t.services.accounts.setCustomers(id, customerIds);
  return tokenFor(t, login);
}
