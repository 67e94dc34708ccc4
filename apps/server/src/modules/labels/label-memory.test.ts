import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { labelEngine } from '.';
import { labelSetup, labelStream } from './test-support/label-fixtures';

/**
 * The output streams: memory stays flat however many labels a file holds. A sink that only
 * counts bytes (and is slow now and then, so backpressure is exercised) takes 20,000 labels
 * while the process's resident memory is sampled.
 */
it('renders 20,000 labels with flat memory, waiting for a slow reader', async () => {
  const prepared = await labelEngine().prepare(await labelSetup());
  let written = 0;
  let writes = 0;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      // Every 20th chunk the reader stalls, as a disk or an upload would.
      if (++writes % 20 === 0) setTimeout(done, 5);
      else done();
    },
  });
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const file = await prepared.render(labelStream(20_000, 500), sink, () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  });
  const growthMb = (peak - before) / 1024 / 1024;
  console.log(
    `20,000 labels: ${(file.bytes / 1024 / 1024).toFixed(1)} MB written, resident memory grew ${growthMb.toFixed(1)} MB`,
  );
  expect(file.labels).toBe(20_000);
  expect(written).toBe(file.bytes);
  // Resident memory also counts garbage not yet collected: about 40 MB on a quiet machine, up
  // to 100 MB on a loaded one. Keeping the labels instead (their content alone is about 3 kB
  // each, 60 MB as strings before JavaScript's own overhead) would go well past 150 MB; the
  // 100,000-label figure is `pnpm bench labels`'s.
  expect(growthMb).toBeLessThan(150);
}, 120_000);
