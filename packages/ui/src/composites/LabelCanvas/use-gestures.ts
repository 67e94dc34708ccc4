import { useMemo } from 'react';
import type { MoveableProps } from 'react-moveable';
import { transformOf } from './CanvasItem';
import type { CanvasComponent } from './label-canvas.types';
import { useLatest } from './use-latest';

/** A component's box while a gesture runs, in points. */
interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}
export type Placement = Partial<Frame>;

type Handlers = Pick<
  MoveableProps,
  | 'onDragStart'
  | 'onDrag'
  | 'onDragEnd'
  | 'onDragGroupStart'
  | 'onDragGroup'
  | 'onDragGroupEnd'
  | 'onResizeStart'
  | 'onResize'
  | 'onResizeEnd'
  | 'onResizeGroupStart'
  | 'onResizeGroup'
  | 'onResizeGroupEnd'
  | 'onRotateStart'
  | 'onRotate'
  | 'onRotateEnd'
  | 'onRotateGroupStart'
  | 'onRotateGroup'
  | 'onRotateGroupEnd'
>;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * react-moveable's handlers for one or many selected components. While a gesture runs only the
 * targets' styles change (no React render per frame); at its end the new boxes are committed
 * once, in points, through `commit`.
 */
export function useGestures(
  components: readonly CanvasComponent[],
  scale: number,
  commit: (placements: Map<string, Placement>) => void,
): Handlers {
  const latest = useLatest({ components, scale, commit });
  return useMemo(() => {
    const frames = new Map<Element, Frame & { id: string }>();
    const frameOf = (target: Element) => {
      const known = frames.get(target);
      if (known) return known;
      const id = (target as HTMLElement).dataset.id ?? '';
      const component = latest.current.components.find((one) => one.id === id);
      const frame = {
        id,
        x: component?.x ?? 0,
        y: component?.y ?? 0,
        width: component?.width ?? 0,
        height: component?.height ?? 0,
        rotation: component?.rotation ?? 0,
      };
      frames.set(target, frame);
      return frame;
    };
    // A drag only writes the transform: touching width and height too would make moveable's
    // per-frame measuring of each target lay the page out again.
    const paint = (target: HTMLElement | SVGElement, frame: Frame, resized: boolean) => {
      const { scale } = latest.current;
      if (resized) {
        target.style.width = `${frame.width * scale}px`;
        target.style.height = `${frame.height * scale}px`;
      }
      target.style.transform = transformOf(frame.x, frame.y, frame.rotation, scale);
    };
    const start = (target: Element) => {
      frames.delete(target);
      const frame = frameOf(target);
      const { scale } = latest.current;
      return { frame, translate: [frame.x * scale, frame.y * scale] };
    };
    const moveTo = (target: HTMLElement | SVGElement, translate: number[], resized = false) => {
      const frame = frameOf(target);
      const { scale } = latest.current;
      frame.x = (translate[0] ?? 0) / scale;
      frame.y = (translate[1] ?? 0) / scale;
      paint(target, frame, resized);
    };
    const end = () => {
      const placements = new Map<string, Placement>();
      for (const frame of frames.values()) {
        placements.set(frame.id, {
          x: round(frame.x),
          y: round(frame.y),
          width: round(frame.width),
          height: round(frame.height),
          rotation: round(frame.rotation),
        });
      }
      frames.clear();
      if (placements.size) latest.current.commit(placements);
    };
    const dragStart = (event: { target: Element; set(translate: number[]): void }) =>
      event.set(start(event.target).translate);
    const drag = (event: { target: HTMLElement | SVGElement; beforeTranslate: number[] }) =>
      moveTo(event.target, event.beforeTranslate);
    const resizeStart = (event: Parameters<NonNullable<MoveableProps['onResizeStart']>>[0]) => {
      const { translate } = start(event.target);
      event.setOrigin(['%', '%']);
      if (event.dragStart) event.dragStart.set(translate);
    };
    const resize = (event: Parameters<NonNullable<MoveableProps['onResize']>>[0]) => {
      const frame = frameOf(event.target);
      const { scale } = latest.current;
      frame.width = event.width / scale;
      frame.height = event.height / scale;
      moveTo(event.target, event.drag.beforeTranslate, true);
    };
    const rotateStart = (event: Parameters<NonNullable<MoveableProps['onRotateStart']>>[0]) => {
      const { frame, translate } = start(event.target);
      event.set(frame.rotation);
      if (event.dragStart) event.dragStart.set(translate);
    };
    const rotate = (event: Parameters<NonNullable<MoveableProps['onRotate']>>[0]) => {
      const frame = frameOf(event.target);
      frame.rotation = ((event.beforeRotate % 360) + 360) % 360;
      moveTo(event.target, event.drag.beforeTranslate);
    };
    return {
      onDragStart: dragStart,
      onDrag: drag,
      onDragEnd: end,
      onDragGroupStart: ({ events }) => events.forEach(dragStart),
      onDragGroup: ({ events }) => events.forEach(drag),
      onDragGroupEnd: end,
      onResizeStart: resizeStart,
      onResize: resize,
      onResizeEnd: end,
      onResizeGroupStart: ({ events }) => events.forEach(resizeStart),
      onResizeGroup: ({ events }) => events.forEach(resize),
      onResizeGroupEnd: end,
      onRotateStart: rotateStart,
      onRotate: rotate,
      onRotateEnd: end,
      onRotateGroupStart: ({ events }) => events.forEach(rotateStart),
      onRotateGroup: ({ events }) => events.forEach(rotate),
      onRotateGroupEnd: end,
    };
  }, [latest]);
}
