import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { JobFailure, type JobContext } from '../../platform/jobs';
import type { FilesService } from '../files';
import { productImportJob } from './product-import.job';

/** A restarted attempt after its step committed: it must end as the first attempt did, touching nothing. */
const untouchable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('a restarted, finished import must not touch anything');
    },
  },
);
const job = productImportJob(untouchable as Db, untouchable as FilesService);
const contextWith = (checkpoint: unknown) => ({ checkpoint }) as JobContext<never>;

describe('the product import job, restarted after a crash', () => {
  it('ends COMPLETED without importing again when its insert step had committed', async () => {
    await expect(
      job.run(contextWith({ outcome: 'imported', count: 3 }), { importId: 1 }),
    ).resolves.toBeUndefined();
  });

  it('ends FAILED with the same sentence when its error file had been recorded', async () => {
    const run = job.run(contextWith({ outcome: 'refused', badRows: 2, rows: 5 }), { importId: 1 });
    await expect(run).rejects.toBeInstanceOf(JobFailure);
    await expect(run).rejects.toThrow('2 of 5 rows have errors, so no product was imported');
  });
});
