import type { EditorComponent } from './design-model';

export const alignments = ['left', 'center', 'right', 'top', 'middle', 'bottom'] as const;
export type Alignment = (typeof alignments)[number];

export const alignmentLabels: Record<Alignment, string> = {
  left: 'Align left',
  center: 'Align centres',
  right: 'Align right',
  top: 'Align top',
  middle: 'Align middles',
  bottom: 'Align bottom',
};

type Placed = EditorComponent & { x: number; y: number };
const isPlaced = (c: EditorComponent): c is Placed => c.x !== null && c.y !== null;

/**
 * The selected components lined up on one edge or centre of the box around them all (their
 * unrotated boxes, as the payload holds them). Components without a position stay as they are.
 */
export function align(
  components: readonly EditorComponent[],
  ids: readonly string[],
  how: Alignment,
): EditorComponent[] {
  const chosen = components.filter((c): c is Placed => ids.includes(c.id) && isPlaced(c));
  if (chosen.length < 2) return [...components];
  const left = Math.min(...chosen.map((c) => c.x));
  const right = Math.max(...chosen.map((c) => c.x + c.width));
  const top = Math.min(...chosen.map((c) => c.y));
  const bottom = Math.max(...chosen.map((c) => c.y + c.height));
  const place = (c: Placed): Partial<EditorComponent> => {
    switch (how) {
      case 'left':
        return { x: left };
      case 'center':
        return { x: (left + right) / 2 - c.width / 2 };
      case 'right':
        return { x: right - c.width };
      case 'top':
        return { y: top };
      case 'middle':
        return { y: (top + bottom) / 2 - c.height / 2 };
      case 'bottom':
        return { y: bottom - c.height };
    }
  };
  return components.map((c) => (ids.includes(c.id) && isPlaced(c) ? { ...c, ...place(c) } : c));
}
