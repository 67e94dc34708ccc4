import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LabelCanvas } from './LabelCanvas';
import type { CanvasComponent } from './label-canvas.types';
import { labelPdf, manyComponents, sampleComponents } from './label-canvas.fixtures';
import {
  drag,
  find,
  lastChange,
  mm,
  pageDrawn,
  StatefulCanvas,
} from './label-canvas.story-helpers';
import { pointsPerMm } from './symbol-warning';

const pdf = labelPdf(60, 40);

const meta = {
  title: 'Composites/LabelCanvas',
  component: LabelCanvas,
  render: (args) => <StatefulCanvas {...args} />,
  args: {
    pdf,
    components: sampleComponents,
    selectedIds: [],
    onSelect: fn(),
    onChange: fn(),
    onLabelSize: fn(),
    'aria-label': 'Label design',
  },
} satisfies Meta<typeof LabelCanvas>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A real 60 x 40 mm PDF drawn by pdf.js with a QR code, a Data Matrix, a code, a text and a
 * guilloche on it. The keyboard moves the focused component by 1 pt (Shift: 10 pt), and the new
 * position is announced.
 */
export const WithPdf: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await pageDrawn(canvasElement);
    await waitFor(() => expect(args.onLabelSize).toHaveBeenCalled());
    const size = (args.onLabelSize as ReturnType<typeof fn>).mock.lastCall?.[0] as {
      width: number;
      height: number;
    };
    await expect(size.width).toBeCloseTo(mm(60), 1);
    await expect(size.height).toBeCloseTo(mm(40), 1);

    const qr = canvas.getByRole('button', { name: "QR_CODE 'QR code' at 4, 12 mm" });
    qr.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(['qr']);
    await expect(find(lastChange(args.onChange), 'qr').x).toBeCloseTo(mm(4) + 1, 2);
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(find(lastChange(args.onChange), 'qr').y).toBeCloseTo(mm(12) + 10, 2);
    // 4 mm + 1 pt = 4.35 mm; 12 mm + 10 pt = 15.53 mm
    await expect(
      canvas.getByRole('button', { name: "QR_CODE 'QR code' at 4.4, 15.5 mm" }),
    ).toHaveFocus();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="announcer"]')).toHaveTextContent(
        'QR code at 4.4, 15.5 mm',
      ),
    );
    // The other components were not replaced: the screen's undo history stays small and exact.
    await expect(find(lastChange(args.onChange), 'dm')).toBe(
      find(args.components as CanvasComponent[], 'dm'),
    );
  },
};

/**
 * Resize and rotate without a mouse: Alt with the arrow keys grows or shrinks the focused
 * component (right and down grow it), [ and ] turn it by a degree (Shift: 15). Every button is
 * described by the keys it takes.
 */
export const KeyboardResizeAndRotate: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await pageDrawn(canvasElement);
    const qr = canvas.getByRole('button', { name: /^QR_CODE 'QR code'/ });
    await expect(qr).toHaveAccessibleDescription(
      expect.stringContaining('Alt with the arrow keys resizes'),
    );
    const before = find(args.components as CanvasComponent[], 'qr');
    qr.focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(find(lastChange(args.onChange), 'qr').width).toBeCloseTo(before.width + 1, 2);
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowUp}{/Shift}{/Alt}');
    const resized = find(lastChange(args.onChange), 'qr');
    await expect(resized.height).toBeCloseTo(before.height - 10, 2);
    // Resizing keeps the position.
    await expect([resized.x, resized.y]).toEqual([before.x, before.y]);
    await userEvent.keyboard(']');
    await expect(find(lastChange(args.onChange), 'qr').rotation).toBe(1);
    await userEvent.keyboard('{Shift>}[[{/Shift}');
    await expect(find(lastChange(args.onChange), 'qr').rotation).toBe(346);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="announcer"]')).toHaveTextContent(
        /rotated 346 degrees/,
      ),
    );
  },
};

const type = (
  id: string,
  kind: CanvasComponent['type'],
  name: string,
  xMm: number,
  yMm: number,
  extra: Partial<CanvasComponent> = {},
): CanvasComponent => ({
  id,
  type: kind,
  name,
  x: mm(xMm),
  y: mm(yMm),
  width: mm(18),
  height: mm(5),
  rotation: 0,
  text: name,
  fontName: 'Helvetica',
  fontSize: 8,
  color: '#000000',
  formatColor: '#000000',
  sampleValue: name,
  ...extra,
});

/** Every component type, and symbols in other formats (PDF417, Aztec, Code 128, EAN-13), each drawn as it prints. */
export const ComponentTypes: Story = {
  args: {
    pdf: labelPdf(100, 60),
    components: [
      type('qr', 'QR_CODE', 'QR code', 3, 8, {
        width: mm(16),
        height: mm(16),
        sampleValue: 'https://veritag.example/v/K7M2Q9XW4T',
      }),
      type('dm', 'DataMatrix', 'Data Matrix', 21, 8, {
        width: mm(12),
        height: mm(12),
        sampleValue: 'https://veritag.example/v/K7M2Q9XW4T',
        formatColor: '#1d3a8a',
      }),
      type('pdf417', 'QR_CODE', 'PDF417', 35, 8, {
        width: mm(30),
        height: mm(12),
        format: 'pdf417',
        sampleValue: 'K7M2Q9XW4T',
      }),
      type('aztec', 'DataMatrix', 'Aztec', 67, 8, {
        width: mm(12),
        height: mm(12),
        format: 'azteccode',
        sampleValue: 'K7M2Q9XW4T',
      }),
      type('code128', 'QR_CODE', 'Code 128', 3, 26, {
        width: mm(40),
        height: mm(10),
        format: 'code128',
        sampleValue: 'K7M2Q9XW4T',
      }),
      type('ean13', 'QR_CODE', 'EAN-13', 46, 26, {
        width: mm(34),
        height: mm(14),
        format: 'ean13',
        sampleValue: '590123412345',
      }),
      type('guilloche', 'Guilloche', 'Guilloche', 82, 8, {
        width: mm(14),
        height: mm(14),
        sampleValue: '',
      }),
      type('code', 'Code', 'Code', 3, 42, { sampleValue: 'K7M2Q9XW4T', fontName: 'Courier' }),
      type('text', 'Text', 'Text', 23, 42, { fontName: 'Times-Roman' }),
      type('text2', 'Text2', 'Text2', 43, 42, { color: '#8a1d1d' }),
      type('text3', 'Text3', 'Text3', 63, 42, { fontName: 'Uploaded Font' }),
      type('expiry', 'Expiry Date', 'Expiry Date', 3, 48, { sampleValue: '11/2027' }),
      type('product', 'Product Description', 'Product', 23, 48, {
        sampleValue: 'Paracetamol 500 mg, 20 tablets, a long description',
      }),
      type('customer', 'Customer', 'Customer', 43, 48, { sampleValue: 'Sunrise Pharma' }),
      type('quantity', 'Quantity', 'Quantity', 63, 48, { sampleValue: '100' }),
      type('carton', 'Carton', 'Carton', 3, 54, { sampleValue: '1' }),
      type('po', 'PO Number', 'PO Number', 23, 54, { sampleValue: 'PO-2026-0042' }),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await pageDrawn(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(17);
    // Symbols are vector paths, texts are text in the chosen font family.
    await expect(
      canvasElement.querySelectorAll('[data-type="QR_CODE"] svg path[fill]'),
    ).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-id="text"] text')).toHaveAttribute(
      'font-family',
      expect.stringContaining('serif'),
    );
    await expect(canvasElement.querySelector('[data-id="code"] text')).toHaveAttribute(
      'font-family',
      expect.stringContaining('monospace'),
    );
    await expect(canvasElement.querySelector('[data-id="dm"] path')).toHaveAttribute(
      'fill',
      '#1d3a8a',
    );
    await expect(canvasElement.querySelector('[data-id="guilloche"] pattern')).not.toBeNull();
    // Too long for its box: shrunk to the box's width, as the engine prints it, never clipped.
    const long = canvasElement.querySelector('[data-id="product"] text')!;
    await expect(Number(long.getAttribute('textLength'))).toBeCloseTo(mm(18), 3);
    await expect(Number(long.getAttribute('font-size'))).toBeLessThan(8);
    await expect(canvasElement.querySelectorAll('[data-warning]')).toHaveLength(0);
  },
};

/** Two components selected: react-moveable's group box; Shift+click adds a third, Escape clears. */
export const Selection: Story = {
  args: { selectedIds: ['qr', 'dm'] },
  play: async ({ args, canvas, canvasElement }) => {
    await pageDrawn(canvasElement);
    await expect(canvas.getByRole('button', { name: /^QR_CODE/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('.moveable-control-box')).not.toBeNull(),
    );
    const text = canvas.getByRole('button', { name: /^Text/ });
    text.dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, cancelable: true, shiftKey: true }),
    );
    await expect(args.onSelect).toHaveBeenLastCalledWith(['qr', 'dm', 'text']);
    await expect(text).toHaveAttribute('aria-pressed', 'true');
    text.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const moved = lastChange(args.onChange);
    await expect(find(moved, 'qr').x).toBeCloseTo(mm(4) - 1, 2);
    await expect(find(moved, 'text').x).toBeCloseTo(mm(30) - 1, 2);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="announcer"]')).toHaveTextContent(
        '3 components moved',
      ),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onSelect).toHaveBeenLastCalledWith([]);
  },
};

/** Press on a component that is not selected and drag: it is selected and moves in the same gesture, then keeps the focus. */
export const PressAndDrag: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await pageDrawn(canvasElement);
    const code = canvasElement.querySelector('[data-id="code"]')!;
    await drag(code, -10 * pointsPerMm * 1.32, 0, 8);
    await expect(args.onSelect).toHaveBeenLastCalledWith(['code']);
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(find(lastChange(args.onChange), 'code').x).toBeLessThan(mm(30) - mm(5));
    await expect(canvas.getByRole('button', { name: /^Code 'Code'/ })).toHaveFocus();
  },
};

/** Two selected components drag together as a group. */
export const GroupDrag: Story = {
  args: { selectedIds: ['dm', 'guilloche'], snap: false },
  play: async ({ args, canvasElement }) => {
    await pageDrawn(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('.moveable-control-box')).not.toBeNull(),
    );
    await drag(canvasElement.querySelector('[data-id="dm"]')!, 0, 5 * pointsPerMm * 1.32);
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const moved = lastChange(args.onChange);
    await expect(find(moved, 'dm').y).toBeCloseTo(mm(17), 0);
    await expect(find(moved, 'guilloche').y).toBeCloseTo(mm(17), 0);
    await expect(find(moved, 'qr').y).toBeCloseTo(mm(12), 2);
  },
};

/** Rotated components turn about their centre, as the label engine prints them. */
export const Rotation: Story = {
  args: {
    selectedIds: ['code'],
    components: sampleComponents.map((component) =>
      component.id === 'code'
        ? { ...component, rotation: 90, x: mm(40), y: mm(20) }
        : component.id === 'qr'
          ? { ...component, rotation: 30 }
          : component,
    ),
  },
  play: async ({ canvasElement }) => {
    await pageDrawn(canvasElement);
    await expect(
      (canvasElement.querySelector('[data-id="qr"]') as HTMLElement).style.transform,
    ).toContain('rotate(30deg)');
    await expect(
      (canvasElement.querySelector('[data-id="code"]') as HTMLElement).style.transform,
    ).toContain('rotate(90deg)');
    await waitFor(() =>
      expect(canvasElement.querySelector('.moveable-rotation-control')).not.toBeNull(),
    );
  },
};

/** The grid every 5 mm, at zoom 1.5; the rulers count millimetres. */
export const Grid: Story = {
  args: { showGrid: true, gridMm: 5, zoom: 1.5 },
  play: async ({ canvasElement }) => {
    await pageDrawn(canvasElement);
    const grid = canvasElement.querySelector('[data-grid]') as HTMLElement;
    await expect(grid).toHaveAttribute('data-grid', '5');
    await expect(parseFloat(grid.style.backgroundSize)).toBeCloseTo(
      5 * pointsPerMm * 1.32 * 1.5,
      2,
    );
    await expect(canvasElement.querySelector('canvas[data-drawn]')).toHaveAttribute(
      'data-drawn',
      String(1.32 * 1.5),
    );
  },
};

/** A drag that ends 0.2 mm from a grid line lands on it. */
export const Snap: Story = {
  args: { showGrid: true, gridMm: 5, selectedIds: ['qr'] },
  play: async ({ args, canvasElement }) => {
    await pageDrawn(canvasElement);
    const qr = canvasElement.querySelector('[data-id="qr"]')!;
    await waitFor(() =>
      expect(canvasElement.querySelector('.moveable-control-box')).not.toBeNull(),
    );
    // From 4 mm, 0.8 mm to the right: 0.2 mm short of the 5 mm line.
    await drag(qr, 0.8 * pointsPerMm * 1.32, 0);
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(find(lastChange(args.onChange), 'qr').x).toBeCloseTo(mm(5), 1);
  },
};

/** Without snapping the same drag lands where it was let go. */
export const NoSnap: Story = {
  args: { showGrid: true, gridMm: 5, selectedIds: ['qr'], snap: false },
  play: async ({ args, canvasElement }) => {
    await pageDrawn(canvasElement);
    const qr = canvasElement.querySelector('[data-id="qr"]')!;
    await waitFor(() =>
      expect(canvasElement.querySelector('.moveable-control-box')).not.toBeNull(),
    );
    await drag(qr, 0.8 * pointsPerMm * 1.32, 0);
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(find(lastChange(args.onChange), 'qr').x).toBeCloseTo(mm(4.8), 1);
  },
};

/** A QR code of 6 mm holding a long URL: its modules would print under 0.25 mm; the badge says so. */
export const TooSmall: Story = {
  args: {
    components: [
      {
        ...sampleComponents[0]!,
        width: mm(6),
        height: mm(6),
        sampleValue: 'https://veritag.example/v/K7M2Q9XW4T?lot=2026-11-25',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await pageDrawn(canvasElement);
    const qr = canvas.getByRole('button', { name: /^QR_CODE/ });
    await expect(qr.getAttribute('data-warning')).toMatch(
      /^The QR Code is too small to scan: its modules would be 0\.\d\d mm, at least 0\.25 mm is needed; make it at least [\d.]+ x [\d.]+ mm or use a shorter value\.$/,
    );
    await expect(qr).toHaveAccessibleDescription(
      expect.stringContaining(qr.getAttribute('data-warning')!),
    );
  },
};

/** No template PDF yet. */
export const Empty: Story = {
  args: { pdf: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No template PDF' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Bytes that are not a PDF: the canvas says so instead of drawing nothing. */
export const BrokenPdf: Story = {
  args: { pdf: new TextEncoder().encode('this is not a PDF') },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText('The template PDF could not be drawn.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onLabelSize).not.toHaveBeenCalled();
  },
};

/** A hundred components on a 100 x 100 mm label (the bench drags on this). */
export const HundredComponents: Story = {
  args: { pdf: labelPdf(100, 100), components: manyComponents(100) },
  play: async ({ canvas, canvasElement }) => {
    await pageDrawn(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(100);
  },
};
