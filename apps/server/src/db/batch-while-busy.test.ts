import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from './batch-while-busy';

/** The end of the event loop's current round, when a batch leaves. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A statement stand-in that records each batch and answers when the test lets it. */
function recordingRun() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() =>
        items.includes(13)
          ? reject(new Error('bad batch'))
          : resolve(items.map((item) => `row ${item}`)),
      );
    });
  const answerNext = async () => {
    pending.shift()!();
    // Let the settled batch's callbacks run, and the next batch be sent.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await turn();
  };
  return { run, batches, answerNext };
}

describe('batchWhileBusy', () => {
  it('sends what one round asked for as one batch, and what queued while it was in flight as the next', async () => {
    const { run, batches, answerNext } = recordingRun();
    const call = batchWhileBusy(run, { concurrency: 1, maxBatch: 10 });
    const first = call(1);
    expect(batches).toEqual([]);
    await turn();
    expect(batches).toEqual([[1]]);
    const rest = [call(2), call(3), call(4)];
    await turn();
    expect(batches).toEqual([[1]]);
    await answerNext();
    expect(await first).toBe('row 1');
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await answerNext();
    expect(await Promise.all(rest)).toEqual(['row 2', 'row 3', 'row 4']);
  });

  it('keeps batches within maxBatch and in flight within concurrency', async () => {
    const { run, batches, answerNext } = recordingRun();
    const call = batchWhileBusy(run, { concurrency: 2, maxBatch: 2 });
    const all = [1, 2, 3, 4, 5, 6].map(call);
    await turn();
    await turn();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await answerNext();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    await answerNext();
    await answerNext();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `row ${n}`));
  });

  it('rejects every call of a failed batch, and goes on with the next', async () => {
    const { run, answerNext } = recordingRun();
    const call = batchWhileBusy(run, { concurrency: 1, maxBatch: 10 });
    const first = call(1);
    await turn();
    const failed = [call(12), call(13)].map((promise) =>
      promise.catch((error: Error) => error.message),
    );
    const after = call(14).catch((error: Error) => error.message);
    await answerNext();
    await answerNext();
    expect(await first).toBe('row 1');
    expect(await Promise.all(failed)).toEqual(['bad batch', 'bad batch']);
    // 14 queued while the failing batch was in flight: maxBatch let it join that batch.
    expect(await after).toBe('bad batch');
    const next = call(15);
    await turn();
    await answerNext();
    expect(await next).toBe('row 15');
  });
});
