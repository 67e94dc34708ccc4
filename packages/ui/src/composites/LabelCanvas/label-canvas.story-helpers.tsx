import { useState } from 'react';
import { expect, waitFor, type fn } from 'storybook/test';
import { LabelCanvas } from './LabelCanvas';
import type { CanvasComponent, LabelCanvasProps } from './label-canvas.types';
import { pointsPerMm } from './symbol-warning';

/** Holds components and selection the way the Design Template screen does, so gestures really move things. */
export function StatefulCanvas(props: LabelCanvasProps) {
  const [components, setComponents] = useState(props.components);
  const [selectedIds, setSelectedIds] = useState(props.selectedIds);
  return (
    <LabelCanvas
      {...props}
      components={components}
      selectedIds={selectedIds}
      onSelect={(ids) => {
        setSelectedIds(ids);
        props.onSelect(ids);
      }}
      onChange={(next) => {
        setComponents(next);
        props.onChange(next);
      }}
    />
  );
}

export const mm = (value: number) => value * pointsPerMm;
export const lastChange = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.lastCall?.[0] as CanvasComponent[];
export const find = (components: CanvasComponent[], id: string) =>
  components.find((component) => component.id === id)!;

/** The page is drawn once pdf.js has finished (the canvas element marks it). */
export async function pageDrawn(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('canvas[data-drawn]')).not.toBeNull(), {
    timeout: 10_000,
  });
}

/** A mouse drag the way react-moveable listens for it: press on the element, moves on the window, release. */
export async function drag(element: Element, dx: number, dy: number, steps = 5) {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  // Pressed where a real pointer lands (moveable's group area when several are selected).
  const pressed = document.elementFromPoint(x, y) ?? element;
  pressed.dispatchEvent(
    new PointerEvent('pointerdown', {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      buttons: 1,
    }),
  );
  pressed.dispatchEvent(
    new MouseEvent('mousedown', {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      buttons: 1,
    }),
  );
  for (let step = 1; step <= steps; step++) {
    await new Promise(requestAnimationFrame);
    window.dispatchEvent(
      new MouseEvent('mousemove', {
        bubbles: true,
        cancelable: true,
        clientX: x + (dx * step) / steps,
        clientY: y + (dy * step) / steps,
        buttons: 1,
      }),
    );
  }
  await new Promise(requestAnimationFrame);
  window.dispatchEvent(
    new MouseEvent('mouseup', {
      bubbles: true,
      cancelable: true,
      clientX: x + dx,
      clientY: y + dy,
    }),
  );
}
