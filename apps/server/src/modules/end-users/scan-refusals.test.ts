import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, guessUntilRefused, madeUpCode } from '../../test-support/guesses';
import { visit } from '../../test-support/public-pages';
import { printRunCodes } from '../../test-support/scans';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { actionOf, makeRegistrable, phone, smsCode } from './test-support/phone';

/**
 * The server's refusals on the scan-side forms and the limit's notice, in the page's language
 * (decision 0472): the page says a refusal's key in its catalogue's words, chosen by
 * Accept-Language or the vt_lang cookie; the JSON API keeps its English problem titles.
 */
let t: TestApp;
let codes: { code: string; productId: number }[];
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: true,
    // A small lookup budget, so an address is over it after ten made-up codes.
    publicLimits: {
      lookups: {
        pointsPerDay: 200,
        unknownCost: 20,
        floodUnknownCost: 100,
        platformFlood: 1_000,
        burstPerSecond: 1_000,
      },
    },
    scanPages: await loadScanRenderer(),
  });
  codes = await printRunCodes(t, 3);
  await makeRegistrable(t, codes[0]!.productId);
});
afterAll(async () => t.close());

const person = { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.com' };

describe('a refused form, in the language of the page', () => {
  it('says German words beside the fields when Accept-Language asks for German', async () => {
    const device = phone(t, 'German phone');
    const register = actionOf((await device.open(codes[0]!.code)).body, 'register')!;
    const refused = await visit(t, register, {
      form: { ...person, email: 'not-an-email', mobile: '12345' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="de"');
    expect(refused.body).toContain('Bitte prüfen Sie die markierten Felder');
    expect(refused.body).toContain('Geben Sie eine E-Mail-Adresse wie name@example.com ein');
    expect(refused.body).toContain('Geben Sie mindestens 10 Ziffern ein');
    expect(refused.body).not.toContain('Min Length 10');
    expect(refused.body).not.toContain('Check the marked fields');
  });

  it("says a service's refusal in French when the vt_lang cookie chose French", async () => {
    const device = phone(t, 'French phone');
    device.cookies.set('vt_lang', 'fr');
    const page = await device.open(codes[0]!.code);
    const otpPage = await device.post(actionOf(page.body, 'register')!, person);
    expect(otpPage.statusCode).toBe(200);
    const wrong = smsCode(t) === '000000' ? '111111' : '000000';
    const refused = await device.post(actionOf(otpPage.body, 'otp')!, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="fr"');
    // On top and beside the code field alike.
    expect(refused.body.split('Ce code n’est pas le bon').length - 1).toBe(2);
    expect(refused.body).not.toContain('This code is not right');
  });

  it('says the report form’s refusal in Hindi, while the JSON API keeps its English title', async () => {
    const code = madeUpCode();
    const view = (
      await fromAddress(t, '198.51.100.7', `/v/${code}`, { 'accept-language': 'hi' })
    ).json<{ actions: { report: string } }>();
    const page = await fromAddress(t, '198.51.100.7', `/v/${code}`, {
      accept: 'text/html',
      'accept-language': 'hi',
    });
    const form = /action="(\/scan\/[^"]+\/report)"/.exec(page.body)![1]!;
    const refused = await visit(t, form, {
      form: { name: '', email: 'asha@example.com', mobile: '9876543210' },
      headers: { 'accept-language': 'hi', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('यह फ़ील्ड ज़रूरी है');

    const api = await visit(t, view.actions.report, {
      json: { name: '', email: 'asha@example.com', mobile: '9876543210' },
      headers: { 'accept-language': 'hi', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(api.statusCode).toBe(400);
    expect(api.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(api.json<{ title: string }>().title).toContain('This field is required');
  });
});

describe('the notice of a limit, in the language of the page', () => {
  it('says in Arabic what was refused and when to try again', async () => {
    const { refusal } = await guessUntilRefused(t, '198.18.0.9');
    expect(refusal?.status).toBe(429);
    const page = await fromAddress(t, '198.18.0.9', `/v/${codes[1]!.code}`, {
      accept: 'text/html',
      'accept-language': 'ar',
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(page.body).toMatch(/عمليات تحقّق كثيرة جدًا من شبكتك: حاول مرة أخرى بعد/);
    expect(page.body).not.toContain('Too many checks from your network');
  });
});
