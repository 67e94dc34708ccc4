import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { captureForReview } from '../../testing/capture-for-review';
import { fewScans, generatedScans, serverClusters } from './scan-map.story-data';
import { ScanMap } from './ScanMap';
import { plainTileProvider } from './tile-provider';

// The dashboard's opening view (issue 19): the Mediterranean.
const mediterranean: [number, number] = [38.5, 15];

const meta = {
  title: 'Composites/ScanMap',
  component: ScanMap,
  // Tiles drawn in code: a story never asks a tile server on the internet for anything.
  args: { 'aria-label': 'Valid and invalid scans', center: mediterranean, zoom: 5, tileUrl: plainTileProvider, points: fewScans, height: 360 },
} satisfies Meta<typeof ScanMap>;
export default meta;

type Story = StoryObj<typeof meta>;

const summaryOf = (canvas: { getByRole: (role: 'region', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('region', { name: 'Valid and invalid scans' });

/** Three scans in Rome gather into one bubble; Athens has a single green dot. */
export const FewScans: Story = {
  play: async ({ canvas }) => {
    await expect(summaryOf(canvas)).toHaveAccessibleDescription('Shown on the map: 3 valid scans and 1 invalid scan.');
    const bubble = await canvas.findByRole('button', { name: '3 scans here: 2 valid, 1 invalid. Zoom in' });
    await userEvent.click(bubble);
    // Zoomed in on Rome, the bubble splits; Athens leaves the view once the map has moved and settled.
    const settled = { timeout: 5_000 };
    await waitFor(() => expect(canvas.queryByRole('button', { name: /3 scans here/ })).not.toBeInTheDocument(), settled);
    await waitFor(() => expect(summaryOf(canvas)).toHaveAccessibleDescription(/2 valid scans and 1 invalid scan/), settled);
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(summaryOf(canvas)).toHaveAccessibleDescription('No scans in this part of the map.');
    await expect(canvas.queryByRole('button', { name: /scans here/ })).not.toBeInTheDocument();
  },
};

/** 100,000 generated scans stay a few dozen bubbles; the keyboard zooms with the buttons. */
export const HundredThousandScans: Story = {
  args: { points: generatedScans(100_000) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(summaryOf(canvas)).toHaveAccessibleDescription(/^Shown on the map: [\d,]+ valid scans and [\d,]+ invalid scans\.$/));
    const bubbles = canvas.getAllByRole('button', { name: /scans here/ });
    await expect(bubbles.length).toBeLessThan(200);
    await captureForReview('scanmap-100k');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /scans here/ }).length).not.toBe(bubbles.length), { timeout: 5_000 });
  },
};

/** Clusters the server counted, merged further when zoomed out. */
export const ServerClusters: Story = {
  args: { points: undefined, clusters: serverClusters, zoom: 4 },
  play: async ({ canvas }) => {
    await expect(summaryOf(canvas)).toHaveAccessibleDescription('Shown on the map: 612,500 valid scans and 41,550 invalid scans.');
    await expect(canvas.getByRole('button', { name: '421.3K scans here: 412,000 valid, 9,300 invalid. Zoom in' })).toBeInTheDocument();
  },
};

/** Zoomed in on a street: single scans, green dots and red diamonds, nothing to press. */
export const SingleScans: Story = {
  args: { center: [41.9, 12.5], zoom: 12 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(summaryOf(canvas)).toHaveAccessibleDescription('Shown on the map: 2 valid scans and 1 invalid scan.'), { timeout: 5_000 });
    await expect(canvas.queryByRole('button', { name: /scans here/ })).not.toBeInTheDocument();
  },
};

/** A phone: the map takes the width, the legend wraps under the summary. */
export const Phone: Story = {
  args: { points: generatedScans(5_000), height: 300 },
  decorators: [(Story) => <div style={{ width: 390 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(summaryOf(canvas).getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('list', { name: 'Legend' })).toBeVisible();
    await captureForReview('scanmap-phone');
  },
};

/** Scans far from their consignment's destination: amber triangles over the others, and a legend entry. */
export const Diverted: Story = {
  args: { diverted: [{ latitude: 41.9, longitude: 12.5, distanceKm: 1151.4, destination: 'Athens depot' }] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Diverted scan, 1,151 km from Athens depot' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('Diverted');
  },
};
