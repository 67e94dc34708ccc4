import { memo, useId } from 'react';
import { ComponentDrawing, symbolFormatOf } from './ComponentDrawing';
import type { CanvasComponent } from './label-canvas.types';
import { symbolWarning, pointsPerMm } from './symbol-warning';
import * as styles from './LabelCanvas.css';
import { visuallyHidden } from '../../tokens/visually-hidden.css';

/** Millimetres to one decimal, for names and announcements. */
export const mm = (points: number): string => String(Math.round((points / pointsPerMm) * 10) / 10);

/**
 * "QR_CODE 'QR code' at 10, 28 mm": what a screen reader says for a component; the types that
 * print text add what they print ("Code 'Code' at 30, 27 mm: K7M2Q9XW4T"), which is also the text
 * the name must contain for speech input to reach it.
 */
export const componentName = (component: CanvasComponent, printsText: boolean): string =>
  `${component.type} '${component.name}' at ${mm(component.x)}, ${mm(component.y)} mm${printsText && component.sampleValue ? `: ${component.sampleValue}` : ''}`;

/** "QR code at 4.4, 15.5 mm, 22 by 22 mm[, rotated 90 degrees]": what is announced when a component changes. */
export const placementSentence = (c: CanvasComponent): string =>
  `${c.name} at ${mm(c.x)}, ${mm(c.y)} mm, ${mm(c.width)} by ${mm(c.height)} mm${c.rotation ? `, rotated ${Math.round(c.rotation * 10) / 10} degrees` : ''}`;

/** The element's transform for a box at (x, y) points, rotated about its centre. */
export const transformOf = (x: number, y: number, rotation: number, scale: number): string =>
  `translate(${x * scale}px, ${y * scale}px) rotate(${rotation}deg)`;

export interface CanvasItemProps {
  component: CanvasComponent;
  scale: number;
  selected: boolean;
  register(id: string, element: HTMLDivElement | null): void;
  /** The id of the canvas's description of the keys, which every component's button refers to. */
  helpId: string;
}

/**
 * One component on the canvas: a focusable button named by type, name and position, drawn as it
 * prints, with a warning badge when its symbol would print too small to scan. Memoized on the
 * component object: the canvas replaces only the objects that changed.
 */
export const CanvasItem = memo(function CanvasItem({
  component,
  scale,
  selected,
  register,
  helpId,
}: CanvasItemProps) {
  const warningId = useId();
  const format = symbolFormatOf(component.type, component.format);
  const warning = format
    ? symbolWarning(format, component.sampleValue, component.width, component.height)
    : undefined;
  return (
    <div
      ref={(element) => register(component.id, element)}
      className={styles.item}
      role="button"
      tabIndex={0}
      aria-label={componentName(component, !format && component.type !== 'Guilloche')}
      aria-pressed={selected}
      aria-describedby={warning ? `${warningId} ${helpId}` : helpId}
      data-id={component.id}
      data-type={component.type}
      data-selected={selected || undefined}
      data-warning={warning}
      style={{
        width: component.width * scale,
        height: component.height * scale,
        transform: transformOf(component.x, component.y, component.rotation, scale),
      }}
    >
      <ComponentDrawing
        type={component.type}
        format={format}
        value={component.sampleValue}
        width={component.width}
        height={component.height}
        color={component.color}
        formatColor={component.formatColor}
        fontName={component.fontName}
        fontSize={component.fontSize}
      />
      {warning && (
        <span className={styles.warningBadge} title={warning}>
          <span aria-hidden="true">!</span>
          <span id={warningId} className={visuallyHidden}>
            {warning}
          </span>
        </span>
      )}
    </div>
  );
});
