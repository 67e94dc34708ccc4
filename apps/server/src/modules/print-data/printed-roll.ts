import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rolls } from './print-data.table';

export interface PrintedRoll {
  rollNo: number;
  startingToken: string;
  endingToken: string;
  createdBy: string;
  createdDate: Date;
}

/**
 * The roll a print run's code was produced on (its seq within the run's range), for the code's
 * history; undefined while the labels are not produced. Rolls of a run never overlap.
 */
export async function printedRollOf(
  db: Db,
  printDataId: number,
  seq: number,
): Promise<PrintedRoll | undefined> {
  const [roll] = await db
    .select({
      rollNo: rolls.rollNo,
      startingToken: rolls.startingToken,
      endingToken: rolls.endingToken,
      createdBy: rolls.createdBy,
      createdDate: rolls.createdDate,
    })
    .from(rolls)
    .where(
      and(eq(rolls.printDataId, printDataId), lte(rolls.firstSeq, seq), gte(rolls.lastSeq, seq)),
    );
  return roll;
}
