import type { EditorComponent } from './design-model';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where a new component of this size goes: the first spot, row by row from the label's
 * top-left, that no placed component covers; the top-left corner when the label is full.
 */
export function freeSpot(
  label: { width: number; height: number },
  components: readonly EditorComponent[],
  size: { width: number; height: number },
): { x: number; y: number } {
  const placed = components.filter(
    (c): c is EditorComponent & { x: number; y: number } => c.x !== null && c.y !== null,
  );
  const step = 5;
  for (let y = 0; y + size.height <= label.height; y += step) {
    for (let x = 0; x + size.width <= label.width; x += step) {
      const box = { x, y, ...size };
      if (!placed.some((c) => overlaps(box, c))) return { x, y };
    }
  }
  return { x: 0, y: 0 };
}
