/** OPEN while labels are still being produced; CLOSE once closed (spec 001: Excel and CSV then for admins only). */
export const productionStatuses = ['OPEN', 'CLOSE'] as const;
export type ProductionStatus = (typeof productionStatuses)[number];

/** One roll's place in the run: its codes' sequence numbers, first and last (from 1). */
export interface RollSpan {
  firstSeq: number;
  lastSeq: number;
}

/**
 * The rolls `produced` labels make, after the `alreadyProduced` labels of earlier rolls: full
 * rolls of `labelsPerRoll`, the last one short if that is what came off the press. Rolls of
 * one run follow each other in code order, so they never overlap and leave no gap.
 */
export function rollsFor(
  alreadyProduced: number,
  produced: number,
  labelsPerRoll: number,
): RollSpan[] {
  if (!Number.isInteger(labelsPerRoll) || labelsPerRoll < 1)
    throw new RangeError('labelsPerRoll must be a whole number of at least 1');
  const rolls: RollSpan[] = [];
  for (
    let first = alreadyProduced + 1;
    first <= alreadyProduced + produced;
    first += labelsPerRoll
  ) {
    rolls.push({
      firstSeq: first,
      lastSeq: Math.min(first + labelsPerRoll - 1, alreadyProduced + produced),
    });
  }
  return rolls;
}

/** Why labels cannot be recorded on a production as it stands, or undefined. */
export function productionProblem(
  production: {
    productionStatus: ProductionStatus;
    labelsPerRoll: number | null;
    pendingQuantity: number;
    codesReady: boolean;
    plant?: string | null | undefined;
    productCode?: string | null | undefined;
  },
  produced: number,
): string | undefined {
  if (production.productionStatus === 'CLOSE')
    return 'The production is closed: no more labels can be recorded';
  if (!production.codesReady)
    return "The print data's file is not generated yet: its codes must exist before rolls can carry them";
  if (production.labelsPerRoll === null) {
    return `The plant ${production.plant ?? ''} has no labels per roll for the product ${production.productCode ?? ''}: set it on the plant first`.replace(
      /\s+/g,
      ' ',
    );
  }
  if (produced > production.pendingQuantity)
    return `At most ${production.pendingQuantity.toLocaleString('en-US')} labels are still to be produced`;
  return undefined;
}
