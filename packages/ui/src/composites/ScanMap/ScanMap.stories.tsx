import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { captureForReview } from '../../test-support/capture-for-review';
import { landSeaTileProvider } from './land-sea-tiles.story-helper';
import { fewScans, generatedScans, serverClusters, southAmericaScans } from './scan-map.story-data';
import { ScanMap } from './ScanMap';

// The spec's default centre of the dashboard map: the Mediterranean, where an empty map opens.
const mediterranean: [number, number] = [35, 18];

const meta = {
  title: 'Composites/ScanMap',
  component: ScanMap,
  // Land and sea drawn in the browser: a story never asks a tile server for anything.
  args: {
    'aria-label': 'Valid and invalid scans',
    center: mediterranean,
    zoom: 7,
    tileUrl: landSeaTileProvider,
    points: fewScans,
    height: 360,
  },
} satisfies Meta<typeof ScanMap>;
export default meta;

type Story = StoryObj<typeof meta>;

const mapOf = (canvas: { getByRole: (role: 'region', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('region', { name: 'Valid and invalid scans' });
const settled = { timeout: 5_000 };
/** How many scans, valid and invalid, the map's summary says it shows. */
const shownOf = (element: HTMLElement) => {
  const summary = /Shown on the map: ([\d,]+) valid scans? and ([\d,]+) invalid/.exec(
    element.textContent ?? '',
  );
  return (summary?.slice(1) ?? []).reduce((sum, n) => sum + Number(n.replaceAll(',', '')), 0);
};
/** The tiles drawn, once the map has measured itself and laid them out. */
const tilesOf = (element: HTMLElement) =>
  [...element.querySelectorAll('img')].filter((img) => img.src.startsWith('data:image/svg+xml'));

/** Rome and Athens: the map opens on both, three scans in Rome gathered into one bubble. */
export const FewScans: Story = {
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(mapOf(canvas)).toHaveAccessibleDescription(
          'Shown on the map: 3 valid scans and 1 invalid scan.',
        ),
      settled,
    );
    await waitFor(() => expect(tilesOf(mapOf(canvas)).length).toBeGreaterThan(0), settled);
    const bubble = await canvas.findByRole('button', {
      name: '3 scans here: 2 valid, 1 invalid. Zoom in',
    });
    await userEvent.click(bubble);
    // Zoomed in on Rome, the bubble splits; Athens leaves the view once the map has moved and settled.
    await waitFor(
      () => expect(canvas.queryByRole('button', { name: /3 scans here/ })).not.toBeInTheDocument(),
      settled,
    );
    await waitFor(
      () => expect(mapOf(canvas)).toHaveAccessibleDescription(/2 valid scans and 1 invalid scan/),
      settled,
    );
  },
};

/** No scans: the map opens on the spec's default centre and says so. */
export const Empty: Story = {
  args: { points: [], coverage: { located: 0, total: 0 } },
  play: async ({ canvas }) => {
    await expect(mapOf(canvas)).toHaveAccessibleDescription(
      'No scans in this part of the map. 0 of 0 scans have a location.',
    );
    await expect(canvas.queryByRole('button', { name: /scans here/ })).not.toBeInTheDocument();
  },
};

/**
 * Scans on another continent than the default centre: the map opens on them (decision 0373:
 * it opened on empty sea), and says how many of the period's scans have a place.
 */
export const FittedToTheScans: Story = {
  args: { points: southAmericaScans, coverage: { located: 27, total: 202 } },
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(mapOf(canvas)).toHaveAccessibleDescription(
          'Shown on the map: 20 valid scans and 7 invalid scans. 27 of 202 scans have a location.',
        ),
      settled,
    );
    await expect(canvas.getByText('27 of 202 scans have a location.')).toBeVisible();
    await waitFor(() => expect(tilesOf(mapOf(canvas)).length).toBeGreaterThan(0), settled);
    await captureForReview('scanmap-fitted');
  },
};

/** 100,000 generated scans stay a few dozen bubbles; the keyboard zooms with the buttons. */
export const HundredThousandScans: Story = {
  args: { points: generatedScans(100_000) },
  play: async ({ canvas }) => {
    // Fitted, the map shows every scan.
    await waitFor(() => expect(shownOf(mapOf(canvas))).toBe(100_000), settled);
    const bubbles = canvas.getAllByRole('button', { name: /scans here/ });
    await expect(bubbles.length).toBeLessThan(200);
    await captureForReview('scanmap-100k');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(
      () =>
        expect(canvas.getAllByRole('button', { name: /scans here/ }).length).not.toBe(
          bubbles.length,
        ),
      settled,
    );
  },
};

/** Clusters the server counted, merged further when zoomed out. */
export const ServerClusters: Story = {
  args: { points: undefined, clusters: serverClusters },
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(mapOf(canvas)).toHaveAccessibleDescription(
          'Shown on the map: 612,500 valid scans and 41,550 invalid scans.',
        ),
      settled,
    );
    // The marks are drawn once the map has fitted its scans, after the summary is known.
    await waitFor(
      () =>
        expect(
          canvas.getByRole('button', {
            name: '421.3K scans here: 412,000 valid, 9,300 invalid. Zoom in',
          }),
        ).toBeInTheDocument(),
      settled,
    );
  },
};

/** Opened on a street on purpose (no fitting): single scans, green dots and red diamonds, nothing to press. */
export const SingleScans: Story = {
  args: { center: [41.9, 12.5], zoom: 12, fitScans: false },
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(mapOf(canvas)).toHaveAccessibleDescription(
          'Shown on the map: 2 valid scans and 1 invalid scan.',
        ),
      settled,
    );
    await expect(canvas.queryByRole('button', { name: /scans here/ })).not.toBeInTheDocument();
  },
};

/** A phone: the map takes the width and still opens on every scan; the legend wraps under the summary. */
export const Phone: Story = {
  args: { points: generatedScans(5_000), height: 300, coverage: { located: 5_000, total: 5_210 } },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(mapOf(canvas).getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await waitFor(() => expect(shownOf(mapOf(canvas))).toBe(5_000), settled);
    await expect(mapOf(canvas)).toHaveAccessibleDescription(
      / 5,000 of 5,210 scans have a location\.$/,
    );
    await expect(canvas.getByRole('list', { name: 'Legend' })).toBeVisible();
    await captureForReview('scanmap-phone');
  },
};

/** Scans far from their consignment's destination: amber triangles over the others, and a legend entry. */
export const Diverted: Story = {
  args: {
    diverted: [
      { latitude: 41.9, longitude: 12.5, distanceKm: 1151.4, destination: 'Athens depot' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'Diverted scan, 1,151 km from Athens depot' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('Diverted');
  },
};
