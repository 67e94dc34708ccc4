import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printRunCodes } from '../../test-support/scans';
import { actionOf, makeRegistrable, phone } from './test-support/phone';

/**
 * SMS pumping (decision 0345): what one registration code, one address and many addresses can make
 * the platform send.
 */
let t: TestApp;
let codes: string[];
beforeAll(async () => {
  t = await createTestApp({
    scanPages: await loadScanRenderer(),
    publicLimits: {
      sms: { company: { points: 16, seconds: 3_600 } },
      lookups: { burstPerSecond: 1_000 },
    },
  });
  const run = await printRunCodes(t, 40);
  codes = run.map((row) => row.code);
  await makeRegistrable(t, run[0]!.productId);
});
afterAll(async () => t.close());

const smsSent = () => t.logLines.filter((line) => line.startsWith('[sms]')).length;
const person = (mobile: string) => ({ name: 'Pump', mobile, email: 'pump@example.com' });
let nextMobile = 9_100_000_000;
const newMobile = () => String(nextMobile++);

/** Opens `code` on `device` and posts its registration form `times` times, each to a new number; the statuses. */
async function pump(
  device: ReturnType<typeof phone>,
  code: string,
  times: number,
): Promise<number[]> {
  const register = actionOf((await device.open(code)).body, 'register')!;
  const statuses = [];
  for (let i = 0; i < times; i++)
    statuses.push((await device.post(register, person(newMobile()))).statusCode);
  return statuses;
}

describe('the SMS a registration sends', () => {
  it('needs the phone that scanned the code: a token alone sends nothing', async () => {
    const scanner = phone(t, 'Scanner');
    const register = actionOf((await scanner.open(codes[0]!)).body, 'register')!;
    const before = smsSent();
    const stranger = await phone(t, 'Stranger').post(register, person(newMobile()));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).toContain('Scan the code with this phone to register it');
    expect(smsSent()).toBe(before);
  });

  it('goes to at most three numbers for one scan session, and five for one code a day', async () => {
    const device = phone(t, 'Number changer');
    const before = smsSent();
    expect(await pump(device, codes[1]!, 4)).toEqual([200, 200, 200, 429]);
    // A new session of the same code (the window passed): the code's budget has two left.
    t.advanceClock(31 * 60_000);
    expect(await pump(device, codes[1]!, 3)).toEqual([200, 200, 429]);
    expect(smsSent() - before).toBe(5);
  });

  it('goes out at most ten times a day to one address, whatever codes it scans', async () => {
    const device = phone(t, 'Code hopper');
    const before = smsSent();
    const statuses = [];
    for (const code of codes.slice(2, 13)) statuses.push(...(await pump(device, code, 1)));
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    expect(smsSent() - before).toBe(10);
  });

  it("stops at the company's hourly budget, however many phones ask, with a clear message", async () => {
    const statuses: number[] = [];
    let refusal = '';
    for (const [n, code] of codes.slice(20, 40).entries()) {
      const device = phone(t, `Farm phone ${n}`);
      const register = actionOf((await device.open(code)).body, 'register')!;
      const reply = await device.post(register, person(newMobile()));
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) refusal = reply.body;
    }
    // 16 an hour for the company, 15 of them sent by the tests above: one phone more gets its code.
    expect(statuses).toEqual([200, ...Array<number>(19).fill(429)]);
    expect(refusal).toContain('We cannot send more codes right now: try again in');
  });
});
