import { pdfRenderScale } from '@veritag/domain';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { flushSync } from 'react-dom';
import Moveable from 'react-moveable';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { visuallyHidden } from '../../tokens/visually-hidden.css';
import { CanvasItem, placementSentence } from './CanvasItem';
import type { CanvasComponent, LabelCanvasProps } from './label-canvas.types';
import { Ruler, rulerSize } from './Rulers';
import { pointsPerMm } from './symbol-warning';
import { useGestures, type Placement } from './use-gestures';
import { useLatest } from './use-latest';
import { usePdfPage } from './use-pdf-page';
import * as styles from './LabelCanvas.css';

const nudgeKeys: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
const rotateKeys: Record<string, number> = { '[': -1, ']': 1, '{': -1, '}': 1 };
/** What the component buttons' keys do, for screen readers (each button's description). */
export const keyboardHelp =
  'Arrow keys move by 1 point, with Shift by 10; Alt with the arrow keys resizes; [ and ] rotate by 1 degree, with Shift by 15; Enter selects, Shift+Enter adds to the selection.';

/**
 * A component's new geometry for a key: an arrow moves it (Alt: resizes it, right and down
 * growing) by 1 pt or 10 with Shift; [ and ] rotate it by 1 degree or 15 with Shift.
 */
function keyboardPlacement(
  component: CanvasComponent,
  event: { shiftKey: boolean; altKey: boolean },
  step: [number, number] | undefined,
  turn: number | undefined,
): Placement {
  if (turn) {
    const rotation = (((component.rotation + turn * (event.shiftKey ? 15 : 1)) % 360) + 360) % 360;
    return { rotation };
  }
  const [dx, dy] = step!;
  const distance = event.shiftKey ? 10 : 1;
  if (event.altKey)
    return {
      width: Math.max(1, component.width + dx * distance),
      height: Math.max(1, component.height + dy * distance),
    };
  return { x: component.x + dx * distance, y: component.y + dy * distance };
}
const snapDirections = {
  top: true,
  left: true,
  bottom: true,
  right: true,
  center: true,
  middle: true,
};

/**
 * The label designer's canvas: the template PDF's first page drawn with pdf.js at 1.32 x zoom,
 * millimetre rulers, an optional grid, and the components drawn as they will print. Components
 * are dragged, resized and rotated with react-moveable (snapping to the grid and to each other),
 * moved, resized and rotated with the keys (keyboardHelp), selected by click (Shift adds); each
 * is a focusable button, described by those keys, whose position is announced when it changes.
 */
export function LabelCanvas(props: LabelCanvasProps) {
  const {
    pdf,
    components,
    selectedIds,
    onSelect,
    onChange,
    zoom = 1,
    showGrid = false,
    gridMm = 5,
    snap = true,
  } = props;
  const scale = pdfRenderScale * zoom;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const page = usePdfPage(pdf, scale, canvasRef, props.onLabelSize);
  const [announcement, setAnnouncement] = useState('');
  const helpId = useId();

  const elements = useRef(new Map<string, HTMLDivElement>());
  const register = useCallback((id: string, element: HTMLDivElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);
  const moveable = useRef<Moveable>(null);
  const [targets, setTargets] = useState<HTMLDivElement[]>([]);
  const [guidelines, setGuidelines] = useState<HTMLDivElement[]>([]);

  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const latest = useLatest({ components, selected, onChange, onSelect });

  // Not memoized: the gesture handlers reach it through their own latest-props ref.
  const commit = (placements: Map<string, Placement>) => {
    const changed: CanvasComponent[] = [];
    const next = latest.current.components.map((component) => {
      const placement = placements.get(component.id);
      if (!placement) return component;
      const moved = { ...component, ...placement };
      const same =
        moved.x === component.x &&
        moved.y === component.y &&
        moved.width === component.width &&
        moved.height === component.height &&
        moved.rotation === component.rotation;
      if (same) return component;
      changed.push(moved);
      return moved;
    });
    if (changed.length === 0) return;
    latest.current.onChange(next);
    const [only] = changed;
    setAnnouncement(
      changed.length === 1 && only ? placementSentence(only) : `${changed.length} components moved`,
    );
  };
  const gestures = useGestures(components, scale, commit);

  // Moveable follows the selection; the other components are what it snaps to.
  const ready = page.status === 'ready';
  useLayoutEffect(() => {
    const chosen = selectedIds
      .map((id) => elements.current.get(id))
      .filter((element) => element !== undefined);
    setTargets((previous) =>
      previous.length === chosen.length &&
      previous.every((element, index) => element === chosen[index])
        ? previous
        : chosen,
    );
    setGuidelines(
      snap
        ? [...elements.current].filter(([id]) => !selected.has(id)).map(([, element]) => element)
        : [],
    );
  }, [selectedIds, selected, components, snap, ready]);
  useLayoutEffect(() => {
    moveable.current?.updateRect();
  }, [components, scale]);

  // On mousedown, not pointerdown: react-moveable (gesto) takes a drag started by a pointer event
  // for a touch and then ignores the mouse moves that follow.
  const mouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-id]');
    if (!item) {
      // A press on the page itself (not on moveable's handles) clears the selection.
      if (
        event.target === event.currentTarget ||
        (event.target as HTMLElement).dataset.pageLayer !== undefined
      )
        onSelect([]);
      return;
    }
    const id = item.dataset.id!;
    const { selected: chosen } = latest.current;
    // moveable cancels the press's default, focus included: give the pressed component the focus
    // so the arrow keys go on from where the mouse left off.
    item.focus({ preventScroll: true });
    if (event.shiftKey) {
      onSelect(chosen.has(id) ? selectedIds.filter((one) => one !== id) : [...selectedIds, id]);
    } else if (!chosen.has(id)) {
      // Press and drag in one gesture: the new selection is rendered at once (the screen's state,
      // then moveable's target), so moveable's drag starts before the next move arrives.
      flushSync(() => onSelect([id]));
      moveable.current?.dragStart(event.nativeEvent);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-id]');
    if (!item) return;
    const id = item.dataset.id!;
    const { selected: chosen, components: all } = latest.current;
    const step = nudgeKeys[event.key];
    const turn = rotateKeys[event.key];
    if (step || turn) {
      event.preventDefault();
      const ids = chosen.has(id) ? selectedIds : [id];
      if (!chosen.has(id)) onSelect([id]);
      const placements = new Map<string, Placement>();
      for (const component of all) {
        if (ids.includes(component.id))
          placements.set(component.id, keyboardPlacement(component, event, step, turn));
      }
      commit(placements);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (event.shiftKey)
        onSelect(chosen.has(id) ? selectedIds.filter((one) => one !== id) : [...selectedIds, id]);
      else onSelect([id]);
    } else if (event.key === 'Escape' && selectedIds.length) {
      onSelect([]);
    }
  };

  if (page.status === 'empty') {
    return (
      <section
        className={styles.root}
        aria-label={props['aria-label'] ?? 'Label canvas'}
        data-state="empty"
      >
        <EmptyState
          className={styles.status}
          title="No template PDF"
          description="Upload the label's PDF artwork to place codes and texts on it."
        />
      </section>
    );
  }

  const size = page.status === 'ready' ? page.size : undefined;
  const gridPx = gridMm * pointsPerMm * scale;
  return (
    <section
      className={styles.root}
      aria-label={props['aria-label'] ?? 'Label canvas'}
      data-state={page.status}
      data-zoom={zoom}
    >
      {size ? (
        <>
          <div className={styles.corner} style={{ width: rulerSize, height: rulerSize }} />
          <Ruler lengthPt={size.width} scale={scale} orientation="horizontal" />
          <Ruler lengthPt={size.height} scale={scale} orientation="vertical" />
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keys and presses belong to the component buttons inside; this only delegates them */}
          <div
            className={styles.page}
            style={{ width: size.width * scale, height: size.height * scale }}
            onMouseDown={mouseDown}
            onKeyDown={keyDown}
            data-page-layer=""
          >
            <canvas
              ref={canvasRef}
              className={styles.pdfCanvas}
              aria-hidden="true"
              data-page-layer=""
            />
            {showGrid && (
              <div
                className={styles.grid}
                style={{ backgroundSize: `${gridPx}px ${gridPx}px` }}
                data-grid={gridMm}
              />
            )}
            {components.map((component) => (
              <CanvasItem
                key={component.id}
                component={component}
                scale={scale}
                selected={selected.has(component.id)}
                register={register}
                helpId={helpId}
              />
            ))}
            <Moveable
              ref={moveable}
              target={targets}
              draggable
              resizable
              rotatable
              throttleDrag={0}
              throttleResize={0}
              throttleRotate={0}
              origin={false}
              snappable={snap}
              snapGridWidth={snap ? gridPx : 0}
              snapGridHeight={snap ? gridPx : 0}
              elementGuidelines={guidelines}
              // The label's own edges and centre lines.
              verticalGuidelines={snap ? [0, (size.width * scale) / 2, size.width * scale] : []}
              horizontalGuidelines={snap ? [0, (size.height * scale) / 2, size.height * scale] : []}
              snapDirections={snapDirections}
              elementSnapDirections={snapDirections}
              snapThreshold={5}
              // Equal-gap snapping compares every pair of components on each frame: too slow with
              // a hundred, and edges and centres are what a label is aligned by.
              snapGap={false}
              maxSnapElementGuidelineDistance={200}
              isDisplaySnapDigit
              {...gestures}
            />
          </div>
        </>
      ) : (
        <p className={styles.status} role="status" data-state={page.status}>
          {page.status === 'error' ? 'The template PDF could not be drawn.' : 'Drawing the label…'}
        </p>
      )}
      <p id={helpId} className={visuallyHidden} data-slot="keyboard-help">
        {keyboardHelp}
      </p>
      <div role="status" className={visuallyHidden} data-slot="announcer">
        {announcement}
      </div>
    </section>
  );
}
