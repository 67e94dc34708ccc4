/**
 * A drag driven frame by frame inside the page: a press on the first selected component, then
 * one move per animation frame (the pointer and mouse events a browser sends, which react-moveable
 * listens to), then the release. Chromium runs with its frame-rate limit and vsync off, so a
 * frame starts as soon as the last one is done and the time between two animation frames is
 * what one frame of dragging costs: the move's handlers, style, layout and paint.
 */
export interface DragResult {
  frameMs: number[];
  /** Time spent in the move events' handlers alone. */
  handlerMs: number[];
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function send(target: EventTarget, type: string, x: number, y: number) {
  const init = {
    bubbles: true,
    cancelable: true,
    clientX: x,
    clientY: y,
    button: 0,
    buttons: type.endsWith('up') ? 0 : 1,
    pointerId: 1,
    isPrimary: true,
  };
  target.dispatchEvent(
    type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init),
  );
}

export async function dragFrames(frames: number, distancePx: number): Promise<DragResult> {
  const item = document.querySelector<HTMLElement>('[data-selected]');
  if (!item) throw new Error('nothing selected to drag');
  const box = item.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  await nextFrame();
  // Pressed where a real pointer would land: with several selected, that is moveable's group area over them.
  const pressed = document.elementFromPoint(x, y) ?? item;
  send(pressed, 'pointerdown', x, y);
  send(pressed, 'mousedown', x, y);
  // A snapped component stays put for several frames, and Chromium then skips producing a frame
  // and falls back to its 60 Hz tick: a 1 px heartbeat changes every frame so each frame is drawn
  // and the time between frames stays the cost of a frame, not the length of a tick.
  const heartbeat = document.body.appendChild(document.createElement('div'));
  heartbeat.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;background:#000';
  const frameMs: number[] = [];
  const handlerMs: number[] = [];
  let last = await nextFrame();
  for (let frame = 1; frame <= frames; frame++) {
    // A back-and-forth path, so the component passes grid lines and other components' edges.
    const along = (distancePx * frame) / frames;
    const started = performance.now();
    send(window, 'pointermove', x + along, y + along / 2);
    send(window, 'mousemove', x + along, y + along / 2);
    handlerMs.push(performance.now() - started);
    heartbeat.style.opacity = String(0.5 + (frame % 2) / 2);
    const now = await nextFrame();
    frameMs.push(now - last);
    last = now;
  }
  send(window, 'pointerup', x + distancePx, y + distancePx / 2);
  send(window, 'mouseup', x + distancePx, y + distancePx / 2);
  await nextFrame();
  heartbeat.remove();
  return { frameMs, handlerMs };
}
