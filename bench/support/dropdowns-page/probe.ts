/**
 * Times one gesture in the page: from the input event that starts it (its `timeStamp`, taken
 * by the browser when the event was made) to the end of the first frame painted with the list
 * in the wanted state.
 */
export type WantedList = { open: true } | { filter: string };

function listIsReady(wanted: WantedList): boolean {
  const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')];
  if (options.length === 0) return false;
  if ('open' in wanted) return true;
  const input = document.querySelector<HTMLInputElement>('[role="combobox"]');
  const typed = wanted.filter.toLowerCase();
  return (
    input?.value === wanted.filter &&
    options.every((option) => option.textContent!.toLowerCase().includes(typed))
  );
}

/** Armed before the gesture; resolves with the milliseconds it took, or rejects after `limitMs`. */
export function armProbe(wanted: WantedList, limitMs: number): Promise<number> {
  let start: number | undefined;
  const onInput = (event: Event) => {
    start ??= event.timeStamp;
  };
  window.addEventListener('pointerdown', onInput, { capture: true });
  window.addEventListener('keydown', onInput, { capture: true });
  const armedAt = performance.now();
  return new Promise<number>((resolve, reject) => {
    const frame = () => {
      if (performance.now() - armedAt > limitMs)
        return reject(new Error(`no ${JSON.stringify(wanted)} within ${limitMs} ms`));
      if (start === undefined || !listIsReady(wanted)) return void requestAnimationFrame(frame);
      // requestAnimationFrame runs just before the frame is painted; a message posted from it
      // is delivered after that paint, so its time is the end of the painted frame.
      const channel = new MessageChannel();
      const begun = start;
      channel.port1.onmessage = () => resolve(performance.now() - begun);
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  }).finally(() => {
    window.removeEventListener('pointerdown', onInput, { capture: true });
    window.removeEventListener('keydown', onInput, { capture: true });
  });
}
