import { describe, expect, it } from 'vitest';
import type { WebhookEventType } from '@veritag/domain';
import type { Db } from '../../db/database';
import { createOutbox, type PlatformEventListener } from './outbox';

const silentLog = { error() {} } as unknown as Parameters<typeof createOutbox>[0]['log'];

/** A listener whose reads of the interests wait until the test lets each one finish. */
function slowListener() {
  const reads: ((interests: [number, WebhookEventType][]) => void)[] = [];
  const listener: PlatformEventListener = {
    interests: () => new Promise((resolve) => reads.push(resolve)),
    fanOut: async () => {},
  };
  return {
    listener,
    finishRead: (interests: [number, WebhookEventType][]) => reads.shift()!(interests),
  };
}

describe('the outbox hears a subscription made in this process', () => {
  it('keeps one noted while a read that began before it is running', async () => {
    const { listener, finishRead } = slowListener();
    const outbox = createOutbox({
      db: {} as Db,
      clock: () => new Date(),
      log: silentLog,
      refreshMs: 60_000,
    });
    outbox.listen(listener);
    const started = outbox.start();
    // The read began before the subscription's commit, so it will not see it.
    outbox.noteInterest(7, ['scan.recorded']);
    finishRead([]);
    await started;
    expect(outbox.wants(7, 'scan.recorded')).toBe(true);
    expect(outbox.wants(7, 'scan.first')).toBe(false);
    outbox.stop();
  });

  it('forgets a type nobody wants any more at the next read', async () => {
    const { listener, finishRead } = slowListener();
    const outbox = createOutbox({
      db: {} as Db,
      clock: () => new Date(),
      log: silentLog,
      refreshMs: 5,
    });
    outbox.listen(listener);
    const started = outbox.start();
    finishRead([[7, 'scan.recorded']]);
    await started;
    expect(outbox.wants(7, 'scan.recorded')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    finishRead([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outbox.wants(7, 'scan.recorded')).toBe(false);
    outbox.stop();
  });
});
