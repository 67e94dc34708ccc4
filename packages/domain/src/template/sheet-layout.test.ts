import { describe, expect, it } from 'vitest';
import { mmToPt, sheetLayout, sheetLayoutProblem } from './sheet-layout';

const label = { width: mmToPt(60), height: mmToPt(40) };
const round = (n: number) => Math.round(n * 100) / 100;

describe('how labels land on output pages', () => {
  it('prints one label per page, at its own size, when the template has no size', () => {
    expect(sheetLayout(label, {})).toEqual({ page: label, slots: [{ x: 0, y: 0 }] });
    expect(
      sheetLayout(label, { innerFileWidth: 0, innerFileHeight: 0, xspace: 5 }).slots,
    ).toHaveLength(1);
  });

  it('fills an A4 sheet in rows with the X and Y spaces between labels, the grid centred', () => {
    const { page, slots } = sheetLayout(label, {
      innerFileWidth: 210,
      innerFileHeight: 297,
      xspace: 5,
      yspace: 3,
    });
    expect(page).toEqual({ width: mmToPt(210), height: mmToPt(297) });
    // 3 columns (60+5+60+5+60 = 190 mm) and 6 rows (6 x 40 + 5 x 3 = 255 mm).
    expect(slots).toHaveLength(18);
    expect(round(slots[0]!.x)).toBe(round(mmToPt(10)));
    expect(round(slots[0]!.y)).toBe(round(mmToPt(21)));
    expect(round(slots[1]!.x - slots[0]!.x)).toBe(round(mmToPt(65)));
    expect(round(slots[3]!.y - slots[0]!.y)).toBe(round(mmToPt(43)));
  });

  it('makes the page exactly the grid when exact is on (roll and continuous presses)', () => {
    const { page, slots } = sheetLayout(label, {
      innerFileWidth: 130,
      innerFileHeight: 100,
      xspace: 10,
      exact: true,
    });
    expect(round(page.width)).toBe(round(mmToPt(130)));
    expect(round(page.height)).toBe(round(mmToPt(80)));
    expect(slots.map((s) => [round(s.x), round(s.y)])).toEqual([
      [0, 0],
      [round(mmToPt(70)), 0],
      [0, round(mmToPt(40))],
      [round(mmToPt(70)), round(mmToPt(40))],
    ]);
  });

  it('refuses a label larger than the sheet, and a sheet with one side only', () => {
    expect(sheetLayoutProblem(label, { innerFileWidth: 50, innerFileHeight: 100 })).toBe(
      "The label (60.0 x 40.0 mm) is larger than the template's 50.0 x 100.0 mm: make the template larger",
    );
    expect(sheetLayoutProblem(label, { innerFileWidth: 100 })).toMatch(/both a width and a height/);
    expect(() => sheetLayout(label, { innerFileWidth: 50, innerFileHeight: 100 })).toThrow(
      /larger than/,
    );
  });
});
