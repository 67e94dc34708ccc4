import { expect, it } from 'vitest';
import { wakeups } from './wakeups';

const resolvedWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

it('wakes a sleeping loop of the kind, and no other', async () => {
  const wake = wakeups();
  const imports = wake.sleep('imports', 60_000);
  const mails = wake.sleep('mails', 200);
  wake.notify('imports');
  expect(await resolvedWithin(imports, 50)).toBe(true);
  expect(await resolvedWithin(mails, 50)).toBe(false);
});

it('keeps a wake-up that finds no loop asleep for the next sleep, once', async () => {
  const wake = wakeups();
  // The loop is fetching (perhaps before the job's commit) when the wake-up comes.
  wake.notify('imports');
  expect(await resolvedWithin(wake.sleep('imports', 60_000), 50)).toBe(true);
  expect(await resolvedWithin(wake.sleep('imports', 200), 50)).toBe(false);
});
