import { sql } from 'drizzle-orm';
import { visit } from '../../../test-support/public-pages';
import { phoneAddress } from '../../../test-support/scans';
import type { TestApp } from '../../../test-support/test-app';

/** The scan page's forms as a phone without JavaScript posts them, carrying the cookies it was given. */
export function phone(t: TestApp, name = 'Phone') {
  const cookies = new Map<string, string>();
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const [key, value] = pair!.split('=');
      cookies.set(key!, value!);
    }
  };
  const headers = () => ({
    'user-agent': name,
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  });
  // Each phone on its own network, as phones are: the public limits count per address.
  const remoteAddress = phoneAddress(name);
  return {
    async open(code: string) {
      const reply = await visit(t, `/v/${code}`, {
        remoteAddress,
        headers: { accept: 'text/html', ...headers() },
      });
      keep(reply.headers['set-cookie']);
      return reply;
    },
    async post(url: string, fields: Record<string, string>) {
      const reply = await visit(t, url, { form: fields, remoteAddress, headers: headers() });
      keep(reply.headers['set-cookie']);
      return reply;
    },
    upload: (url: string, body: Buffer, contentType: string) =>
      visit(t, url, {
        raw: body,
        remoteAddress,
        headers: { 'content-type': contentType, ...headers() },
      }),
    get: (url: string) => visit(t, url, { remoteAddress, headers: headers() }),
    /** The cookies this phone holds, by name. */
    cookies,
  };
}

/** A form's action in a page: `/scan/{token}/{step}`. */
export const actionOf = (html: string, step: string) =>
  new RegExp(`action="(/scan/[^"]+/${step})"`).exec(html)?.[1];

/** The registration code the log (the SMS stand-in) received last. */
export const smsCode = (t: TestApp) =>
  /registration code is (\d{6})/.exec(
    t.logLines.filter((line) => line.startsWith('[sms]')).at(-1) ?? '',
  )?.[1];

/** The demo product as a registration asks: capture user data, loyalty points, optionally an invoice. */
export async function makeRegistrable(
  t: TestApp,
  productId: number,
  { points = 50, invoice = false } = {},
) {
  await t.database.db.execute(
    sql`update products set authentication_activated = true, capture_user_data = true, enable_loyalty_points = ${points > 0}, loyalty_points = ${points}, user_invoice_upload = ${invoice} where id = ${productId}`,
  );
}
