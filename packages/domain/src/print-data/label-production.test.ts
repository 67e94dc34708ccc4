import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import { productionProblem, rollsFor } from './label-production.rules';
import { LabelProductionCreateSchema, LabelProductionFormSchema } from './label-production.schema';

describe('rolls of a print run', () => {
  it('cuts the produced labels into full rolls and a short last one, after the earlier rolls', () => {
    expect(rollsFor(0, 2500, 1000)).toEqual([
      { firstSeq: 1, lastSeq: 1000 },
      { firstSeq: 1001, lastSeq: 2000 },
      { firstSeq: 2001, lastSeq: 2500 },
    ]);
    expect(rollsFor(2500, 1500, 1000)).toEqual([
      { firstSeq: 2501, lastSeq: 3500 },
      { firstSeq: 3501, lastSeq: 4000 },
    ]);
    expect(rollsFor(10, 0, 1000)).toEqual([]);
  });

  it('never overlaps and leaves no gap, however the labels come in', () => {
    let produced = 0;
    const seen: number[] = [];
    for (const entry of [7, 1, 13, 250, 3, 26]) {
      for (const roll of rollsFor(produced, entry, 12)) {
        expect(roll.lastSeq - roll.firstSeq + 1).toBeLessThanOrEqual(12);
        for (let seq = roll.firstSeq; seq <= roll.lastSeq; seq++) seen.push(seq);
      }
      produced += entry;
    }
    expect(seen).toEqual(Array.from({ length: produced }, (_, index) => index + 1));
  });

  it('refuses a roll size that is not a whole number of at least 1', () => {
    expect(() => rollsFor(0, 10, 0)).toThrow(RangeError);
  });
});

describe('what stops recording labels', () => {
  const open = {
    productionStatus: 'OPEN' as const,
    labelsPerRoll: 100,
    pendingQuantity: 500,
    codesReady: true,
    plant: 'Pune',
    productCode: 'P-1',
  };
  it.each([
    ['nothing', open, 500, undefined],
    ['more than is pending', open, 501, 'At most 500 labels are still to be produced'],
    [
      'a closed production',
      { ...open, productionStatus: 'CLOSE' as const },
      1,
      'The production is closed: no more labels can be recorded',
    ],
    [
      'codes not made yet',
      { ...open, codesReady: false },
      1,
      "The print data's file is not generated yet: its codes must exist before rolls can carry them",
    ],
    [
      'no labels per roll',
      { ...open, labelsPerRoll: null },
      1,
      'The plant Pune has no labels per roll for the product P-1: set it on the plant first',
    ],
  ])('%s', (_name, production, produced, problem) => {
    expect(productionProblem(production, produced)).toBe(problem);
  });
});

describe('the label production form', () => {
  it.each([
    ['labels produced', { producedQuantity: '250' }, {}],
    ['closing only', { close: true }, {}],
    ['neither', {}, { producedQuantity: 'This field is required' }],
    ['not a number', { producedQuantity: 'many' }, { producedQuantity: 'Value must be a number' }],
    ['zero', { producedQuantity: 0 }, { producedQuantity: "Value can't be less than 1" }],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(LabelProductionFormSchema, input)).toEqual(expected);
  });
  it('names its print run when it starts a production', () => {
    expect(issuesOf(LabelProductionCreateSchema, { producedQuantity: 5 })).toEqual({
      printDataId: 'This field is required',
    });
  });
});
