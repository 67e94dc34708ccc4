import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CustomerFormSchema } from '@veritag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { acme } from './test-support/customer-forms';
import { customers } from './customers.table';
import { defaultPublicLimits } from '../public-limits';
import { call } from '../../test-support/api-calls';
import { visit } from '../../test-support/public-pages';

const { points: misses, seconds: windowSeconds } = defaultPublicLimits.videoPageMisses.address;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://labels.example.com' });
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

// Each test its own client address: the 404 budget is per address.
let addresses = 0;
const newAddress = () => `10.0.0.${(addresses += 1)}`;
const open = (url: string, remoteAddress: string) => visit(t, url, { remoteAddress });
const pathOf = (customer: { videoPageUrl?: string | null }) =>
  new URL(customer.videoPageUrl!).pathname;
const randomPublicId = () => randomBytes(16).toString('base64url');
/** What tells one answer from another: status, type and body. */
const answer = ({
  statusCode,
  headers,
  body,
}: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) => ({ statusCode, type: headers['content-type'], body });

describe("a customer's public video page", () => {
  it('is served at the random public id, with the name and the enabled links only', async () => {
    const saved = (
      await call(
        t,
        contract.customers.create,
        {
          body: {
            ...acme,
            companyName: 'Video <Co>',
            linkedinLink: 'https://linkedin.example/x',
            youtubeLink: 'javascript:alert(1)',
            youtubeLinkEnable: true,
          },
        },
        admin,
      )
    ).body;
    expect(pathOf(saved)).toMatch(/^\/c\/[A-Za-z0-9_-]{22}\/video$/);
    const page = await open(pathOf(saved), newAddress());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Video &lt;Co&gt;</h1>');
    expect(page.body).toContain('href="https://acme.example"');
    expect(page.body).not.toContain('linkedin.example');
    expect(page.body).not.toContain('href="javascript');
    expect(page.body).not.toContain('info@acme.example');
    // An edit keeps the address: printed codes hold it.
    const edited = (
      await call(
        t,
        contract.customers.update,
        { body: { ...acme, id: saved.id, companyName: 'Video Co Renamed' } },
        admin,
      )
    ).body;
    expect(edited.videoPageUrl).toBe(saved.videoPageUrl);
  });

  it("answers a new customer's numeric id exactly as an unknown or malformed id: the same 404 page", async () => {
    const saved = (
      await call(
        t,
        contract.customers.create,
        { body: { ...acme, companyName: 'New With Public Id' } },
        admin,
      )
    ).body;
    const address = newAddress();
    const expected = answer(await open('/c/999999/video', address));
    expect(expected.statusCode).toBe(404);
    expect(expected.body).toContain('Page Not Found');
    for (const id of [
      String(saved.id),
      randomPublicId(),
      'abc',
      '1234567890',
      `${randomPublicId()}x`,
    ]) {
      expect(answer(await open(`/c/${id}/video`, address)), id).toEqual(expected);
    }
  });

  it('keeps the numeric link of a customer from before public ids, and shows the public one to print next', async () => {
    const saved = (
      await call(
        t,
        contract.customers.create,
        { body: { ...acme, companyName: 'Printed Long Ago' } },
        admin,
      )
    ).body;
    // What migration 0023 did to every customer that existed then.
    await t.database.db
      .update(customers)
      .set({ numericVideoLink: true })
      .where(eq(customers.id, saved.id));
    const address = newAddress();
    const numeric = await open(`/c/${saved.id}/video`, address);
    expect(numeric.statusCode).toBe(200);
    expect(numeric.body).toContain('<h1>Printed Long Ago</h1>');
    expect((await open(pathOf(saved), address)).body).toBe(numeric.body);
    const again = (await call(t, contract.customers.get, { params: { id: saved.id } }, admin)).body;
    expect(pathOf(again)).toBe(pathOf(saved));
    expect(pathOf(again)).not.toBe(`/c/${saved.id}/video`);
  });

  it("does not lead to another company's customer by guessing", async () => {
    const other = await t.services.companies.create({ name: 'Other Video Co' });
    const theirs = await t.services.customers.create(
      other.id,
      v.parse(CustomerFormSchema, {
        ...acme,
        companyName: 'Their Secret Customer',
        contectPersons: [],
      }),
    );
    const address = newAddress();
    // Neither their numeric id nor a public id one letter off.
    expect((await open(`/c/${theirs.id}/video`, address)).statusCode).toBe(404);
    const publicId = new URL(theirs.videoPageUrl!).pathname.split('/')[2]!;
    const oneOff = `${publicId.slice(0, -1)}${publicId.endsWith('A') ? 'B' : 'A'}`;
    expect((await open(`/c/${oneOff}/video`, address)).statusCode).toBe(404);
    // The admin of this company never sees their address: the record is another company's.
    expect(
      (await call(t, contract.customers.get, { params: { id: theirs.id } }, admin)).status,
    ).toBe(404);
    expect((await open(`/c/${publicId}/video`, address)).body).toContain('Their Secret Customer');
  });

  it('refuses an address with 429 and Retry-After after many misses, even for a real page; others are still served', async () => {
    const saved = (
      await call(
        t,
        contract.customers.create,
        { body: { ...acme, companyName: 'Rate Limited Co' } },
        admin,
      )
    ).body;
    const walker = newAddress();
    // Hits give their attempt back: a reader of many printed codes is never refused.
    for (let n = 0; n < misses + 5; n += 1)
      expect((await open(pathOf(saved), walker)).statusCode).toBe(200);
    for (let n = 0; n < misses; n += 1)
      expect((await open(`/c/${100000 + n}/video`, walker)).statusCode).toBe(404);
    const refused = await open('/c/200000/video', walker);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(refused.body).toMatch(
      /Too many pages asked for from your network: try again in \d+ minutes/,
    );
    // Over the budget a real page is refused too, or 200 against 429 would still tell ids apart.
    expect((await open(pathOf(saved), walker)).statusCode).toBe(429);
    expect((await open(pathOf(saved), newAddress())).statusCode).toBe(200);
  });
});
