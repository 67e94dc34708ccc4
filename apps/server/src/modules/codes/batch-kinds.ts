import type { Db } from '../../db/database';

/**
 * What the scan side needs to know about a batch of codes, told by the module that owns it.
 * released: its generation finished, so its codes may be on labels (a RUNNING batch's codes
 * were never handed to a press); expiresAt: after it, the batch's codes are no longer genuine;
 * productId: the product its codes stand for, when the batch names one (a print run does);
 * printedBatch: the batch reference its labels print, only when the batch's record says they
 * print one (the scan page shows it to compare with the pack, decision 0470).
 */
export interface BatchFacts {
  companyId: number;
  customerId: number;
  productId?: number;
  released: boolean;
  expiresAt?: Date;
  printedBatch?: string;
}

/** Reads one batch of a kind; undefined when no record of that kind has the id. */
export type BatchDescriber = (db: Db, batchId: number) => Promise<BatchFacts | undefined>;

/**
 * The batch kinds and who describes them. Each owner registers its kind at setup (explicit,
 * so a kind nobody describes is an error at the first scan, not a silent "not genuine").
 */
export function batchKindRegistry() {
  const describers = new Map<string, BatchDescriber>();
  return {
    register(kind: string, describe: BatchDescriber): void {
      if (describers.has(kind)) throw new Error(`The batch kind '${kind}' is registered twice`);
      describers.set(kind, describe);
    },
    async describe(db: Db, batch: { kind: string; id: number }): Promise<BatchFacts | undefined> {
      const describe = describers.get(batch.kind);
      if (!describe) throw new Error(`No module describes batches of kind '${batch.kind}'`);
      return describe(db, batch.id);
    },
  };
}
export type BatchKindRegistry = ReturnType<typeof batchKindRegistry>;
