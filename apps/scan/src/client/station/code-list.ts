import type { StationMessageKey } from '../../i18n/script-messages';
import type { Say } from '../say';
import { codeOf, splitScanned } from './station-events';

/** A list of scanned identifiers on the page, as the person builds it. */
export interface CodeList {
  readonly name: string;
  /** The identifiers as scanned, in order. */
  items(): string[];
  /** Adds a scanned text (one or many identifiers), says why one was left out, and counts those added. */
  add(text: string, options?: { quiet?: boolean }): number;
  clear(): void;
  focus(): void;
  /** The list's code input: the camera and the submit read it. */
  readonly element: HTMLElement;
}

/**
 * Wires one `[data-code-list]` block of the page: its input takes typed codes, a keyboard-wedge
 * scanner's burst (Enter adds) and a paste of many lines; the list shows each code with a
 * Remove button and the count. A duplicate is left out with a note, so a scanner beeping twice
 * never packs a code twice. `data-max="1"` (the parent) replaces its one code instead.
 */
export function codeList(
  element: HTMLElement,
  onAdded: (list: CodeList) => void,
  say: Say<StationMessageKey>,
): CodeList {
  const name = element.dataset.codeList ?? '';
  const max = Number(element.dataset.max ?? Infinity);
  const input = element.querySelector<HTMLInputElement>('input')!;
  const note = element.querySelector<HTMLElement>('[data-code-note]')!;
  const count = element.querySelector<HTMLElement>('[data-code-count]')!;
  const list = element.querySelector<HTMLOListElement>('[data-code-items]')!;
  let items: string[] = [];

  const render = () => {
    list.replaceChildren(
      ...items.map((item, index) => {
        const row = document.createElement('li');
        const code = document.createElement('span');
        code.textContent = codeOf(item);
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.textContent = say('station.remove');
        remove.setAttribute('aria-label', say('station.removeCode', { code: codeOf(item) }));
        remove.addEventListener('click', () => {
          items = items.filter((_, at) => at !== index);
          note.textContent = say('station.removed', { code: codeOf(item) });
          render();
          input.focus();
        });
        row.append(code, remove);
        return row;
      }),
    );
    count.textContent = max === 1 ? '' : say('station.codeCount', { count: items.length });
  };

  const self: CodeList = {
    name,
    element,
    items: () => items,
    add(text, { quiet = false } = {}) {
      const notes: string[] = [];
      let added = 0;
      for (const scanned of splitScanned(text)) {
        const code = codeOf(scanned);
        if (items.some((item) => codeOf(item) === code)) {
          if (!quiet) notes.push(say('station.duplicate', { code }));
          continue;
        }
        if (items.length >= max) {
          notes.push(say('station.replaced', { old: codeOf(items[0]!), code }));
          items = [];
        }
        items.push(scanned);
        added += 1;
      }
      if (notes.length > 0 || !quiet) note.textContent = notes.join(' ');
      render();
      if (added > 0) onAdded(self);
      return added;
    },
    clear() {
      items = [];
      note.textContent = '';
      render();
    },
    focus: () => input.focus(),
  };

  const takeInput = () => {
    if (input.value.trim()) self.add(input.value);
    input.value = '';
  };
  // A wedge scanner types the code and presses Enter: Enter adds, and never submits the form.
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    takeInput();
  });
  // A text input drops line breaks from a paste: read the clipboard's lines ourselves.
  input.addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text') ?? '';
    if (!/[\s,;]/.test(text.trim())) return;
    event.preventDefault();
    self.add(text);
  });
  element.querySelector<HTMLButtonElement>('[data-code-add]')?.addEventListener('click', () => {
    takeInput();
    input.focus();
  });
  render();
  return self;
}
