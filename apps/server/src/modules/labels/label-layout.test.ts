import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mmToPt, sheetLayout, type DesignSave } from '@veritag/domain';
import { labelEngine } from '.';
import { design, labelSetup, labelStream, makeArtwork } from './test-support/label-fixtures';
import { rasterise, solidPng, type GrayPage } from './test-support/raster';

/**
 * Where labels and components land, read back from the rendered pixels (72 dpi: one pixel
 * per point) and compared with the domain's layout model (sheet-layout.ts) and the design's
 * coordinates (top-left, y down, rotation clockwise about the centre).
 */
const engine = labelEngine();

async function render(setup: Awaited<ReturnType<typeof labelSetup>>, count: number) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
  });
  const prepared = await engine.prepare(setup);
  await prepared.render(labelStream(count), sink);
  return { pages: await rasterise(new Uint8Array(Buffer.concat(chunks))), prepared };
}

/** The bounding box of the dark pixels on a page. */
function darkBounds(page: GrayPage) {
  let left = Infinity,
    top = Infinity,
    right = -1,
    bottom = -1;
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      if (page.pixels[y * page.width + x]! >= 128) continue;
      left = Math.min(left, x);
      right = Math.max(right, x + 1);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y + 1);
    }
  }
  return { left, top, right, bottom };
}

/** Edge pixels half covered may go either way: a pixel of slack. */
function expectWithinAPixel(
  bounds: ReturnType<typeof darkBounds>,
  [left, top, right, bottom]: number[],
) {
  const actual = [bounds.left, bounds.top, bounds.right, bounds.bottom];
  for (const [index, expected] of [left, top, right, bottom].entries())
    expect(Math.abs(actual[index]! - expected!), `edge ${index}`).toBeLessThanOrEqual(1);
}

const darkCount = (page: GrayPage) =>
  page.pixels.reduce((count, pixel) => count + (pixel < 128 ? 1 : 0), 0);

describe('label layout on the page', () => {
  const label = { width: mmToPt(60), height: mmToPt(40) };
  const sheets: [string, Partial<DesignSave>, number][] = [
    ['one label per page', {}, 1],
    [
      'a grid centred on a sheet',
      { innerFileWidth: 140, innerFileHeight: 100, xspace: 5, yspace: 5 },
      4,
    ],
    [
      'an exact grid',
      { innerFileWidth: 140, innerFileHeight: 100, xspace: 5, yspace: 5, exact: true },
      4,
    ],
  ];
  it.each(sheets)(
    '%s: each filled label covers its slot, and nothing else is printed',
    async (_name, sheet, perPage) => {
      const setup = await labelSetup({
        artwork: await makeArtwork(60, 40, 'filled'),
        design: design(sheet),
      });
      const { pages, prepared } = await render(setup, perPage + 1);
      const layout = sheetLayout(label, setup.design);
      expect(prepared.labelsPerPage).toBe(perPage);
      expect(pages).toHaveLength(2);
      expect(pages[0]!.width).toBe(Math.ceil(layout.page.width));
      // The second page holds one label, in the first slot: the others stay white.
      for (const [index, page] of pages.entries()) {
        const filled = index === 0 ? layout.slots : layout.slots.slice(0, 1);
        for (const slot of filled) {
          for (const [dx, dy] of [
            [2, 2],
            [label.width - 2, 2],
            [2, label.height - 2],
            [label.width - 2, label.height - 2],
          ] as const) {
            expect(
              page.dark(slot.x + dx, slot.y + dy),
              `slot ${slot.x},${slot.y} corner ${dx},${dy}`,
            ).toBe(true);
          }
        }
        const area = filled.length * label.width * label.height;
        expect(Math.abs(darkCount(page) - area)).toBeLessThan(
          filled.length * (label.width + label.height) * 2,
        );
      }
    },
  );

  it('centres a grid on the sheet: 2 x 2 labels of 60 x 40 mm with 5 mm gaps leave 7.5 mm margins', async () => {
    const setup = await labelSetup({
      artwork: await makeArtwork(60, 40, 'filled'),
      design: design({ innerFileWidth: 140, innerFileHeight: 100, xspace: 5, yspace: 5 }),
    });
    const { pages } = await render(setup, 4);
    const bounds = darkBounds(pages[0]!);
    expect(bounds.left).toBeCloseTo(mmToPt(7.5), -0.5);
    expect(bounds.top).toBeCloseTo(mmToPt(7.5), -0.5);
    expect(pages[0]!.dark(mmToPt(70), mmToPt(30))).toBe(false); // the gap between the columns
  });
});

describe('component placement', () => {
  const box = (rotation: number) =>
    design({
      coordinates: [
        { name: 'Bar', type: 'Guilloche', x: 40, y: 30, width: 60, height: 20, rotation },
      ],
    });
  const setupOf = async (rotation: number) =>
    labelSetup({
      artwork: await makeArtwork(60, 40, 'blank'),
      design: box(rotation),
      guilloche: { bytes: solidPng(4, [0, 0, 0]), contentType: 'image/png' },
    });

  it('puts a component at its x and y from the top-left corner', async () => {
    const { pages } = await render(await setupOf(0), 1);
    const bounds = darkBounds(pages[0]!);
    expectWithinAPixel(bounds, [40, 30, 100, 50]);
  });

  it('turns a component about its centre: 90 degrees stands the bar up in place', async () => {
    const { pages } = await render(await setupOf(90), 1);
    const bounds = darkBounds(pages[0]!);
    expectWithinAPixel(bounds, [60, 10, 80, 70]);
  });

  it('turns clockwise, as the designer shows it: at 30 degrees the right end goes down', async () => {
    const { pages } = await render(await setupOf(30), 1);
    const [centreX, centreY, reach] = [70, 40, 25];
    const cos = Math.cos(Math.PI / 6),
      sin = Math.sin(Math.PI / 6);
    expect(pages[0]!.dark(centreX + cos * reach, centreY + sin * reach)).toBe(true);
    expect(pages[0]!.dark(centreX + cos * reach, centreY - sin * reach)).toBe(false);
  });
});
