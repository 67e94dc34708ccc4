import type { Page } from '@playwright/test';
import { mobileBreakpointPx } from '@veritag/domain';

/** What the audit finds wrong on one page at one size, each as a short sentence. */
export type Breach = string;

/**
 * Measures the page as it stands, in the browser:
 * - the page scrolls sideways (the document is wider than the window);
 * - a row action of the first table row sits outside the window, or is cut off by a
 *   scrolling ancestor (a table wider than its box hides its last column's buttons);
 * - a table cell is narrower than its longest word: the word is broken over two lines
 *   ("Delet e") or sticks out of the cell. Text the list kit cut with an ellipsis (CellText,
 *   its whole text on hover and focus, as decision 0393 has it for long values) is not counted.
 */
export async function layoutBreaches(page: Page): Promise<Breach[]> {
  await listsSettled(page);
  return page.evaluate(() => {
    const breaches: string[] = [];
    const width = window.innerWidth;
    const overflow = document.scrollingElement!.scrollWidth - width;
    if (overflow > 0) breaches.push(`page scrolls sideways by ${overflow}px`);

    /** The part of an element the window and its clipping ancestors let a person see, horizontally. */
    const visibleSpan = (element: Element): [number, number] => {
      const rect = element.getBoundingClientRect();
      let [left, right] = [Math.max(rect.left, 0), Math.min(rect.right, width)];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        const box = parent.getBoundingClientRect();
        [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      }
      return [left, right];
    };

    const label = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    // The first record with actions, whether the list draws it as a table row or, on a phone, as a card.
    const firstRow = [
      ...document.querySelectorAll('main tbody tr, main [role=row], main [role=listitem], main li'),
    ].find((row) => row.querySelector('button, a[href]') && !row.closest('nav'));
    for (const action of firstRow?.querySelectorAll('button, a[href]') ?? []) {
      const rect = action.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const [left, right] = visibleSpan(action);
      if (right - left < rect.width - 1)
        breaches.push(`row action "${label(action)}" is outside the window`);
    }

    const narrowCells = new Set<string>();
    for (const cell of document.querySelectorAll('main td, main th')) {
      if ((cell as HTMLElement).offsetParent === null) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text the kit cut on purpose (CellText: one line, an ellipsis, the whole text on hover
        // and focus) is drawn narrower than its word by design.
        if (node.parentElement?.closest('[data-cut]')) continue;
        // Text hidden from sight for screen readers (a switch's column name) is drawn nowhere.
        const holder = node.parentElement?.getBoundingClientRect();
        if (holder && (holder.width <= 1 || holder.height <= 1)) continue;
        for (const word of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((box) => box.width > 0)
              .map((box) => Math.round(box.top)),
          );
          const box = range.getBoundingClientRect();
          const cellBox = cell.getBoundingClientRect();
          const sticksOut = box.right > cellBox.right + 1 || box.left < cellBox.left - 1;
          if (lines.size > 1 || sticksOut) narrowCells.add(word[0].slice(0, 30));
        }
      }
    }
    if (narrowCells.size > 0)
      breaches.push(`cells narrower than their words: ${[...narrowCells].slice(0, 5).join(', ')}`);
    return breaches;
  });
}

/** Row actions that open a record's own screen; never one that changes data. */
const opensRecord = /^(Edit|View|Add Privilege|Design|Label Production)\b/;

/**
 * A screen that needs a record (an edit screen, opened bare, returns to its list): reached as a
 * user reaches it, through the first row's actions on the list it returned to (its buttons, then
 * its More menu). True when the route is open.
 */
export async function reachThroughList(page: Page, route: string): Promise<boolean> {
  const list = new URL(page.url()).hash;
  const firstRow = () =>
    page.locator('main tbody tr:has(button), main [data-slot="data-table-card"]').first();
  if ((await firstRow().count()) === 0) return false;
  // One read of the row's buttons: their names as a reader hears them.
  const names = new Set(
    (
      await firstRow()
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons.map(
            (button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '',
          ),
        )
    ).filter((name) => opensRecord.test(name)),
  );
  const more = firstRow().getByRole('button', { name: /^More actions for / });
  const fromMenu: string[] = [];
  if ((await more.count()) > 0) {
    await more.click();
    for (const item of await page.getByRole('menuitem').all()) {
      const name = (await item.getAttribute('aria-label')) ?? (await item.innerText());
      if (opensRecord.test(name) && (await item.getAttribute('aria-disabled')) !== 'true')
        fromMenu.push(name);
    }
    await page.keyboard.press('Escape');
  }
  const tryAction = async (click: () => Promise<void>) => {
    await click();
    await page
      .waitForFunction((from) => location.hash !== from, list, { timeout: 3_000 })
      .catch(() => undefined);
    const now = new URL(page.url()).hash;
    if (now === `#${route}`) return true;
    // Back to the list as it was: an action that opened a dialog instead is closed by a reload.
    if (now === list) await page.reload();
    else await page.goto(`/${list}`);
    await firstRow().waitFor();
    return false;
  };
  for (const name of names)
    if (await tryAction(() => firstRow().getByRole('button', { name, exact: true }).click()))
      return true;
  for (const name of fromMenu) {
    const reached = await tryAction(async () => {
      await firstRow()
        .getByRole('button', { name: /^More actions for / })
        .click();
      await page.getByRole('menuitem', { name, exact: true }).click();
    });
    if (reached) return true;
  }
  return false;
}

/**
 * Waits until every list has taken the layout its width asks for (cards below the phone
 * breakpoint, a table above), then for two frames, so the columns it fits to that width are drawn.
 * A list measures its own box with a ResizeObserver and draws again after it: audited in between,
 * a screen just narrowed to a phone still shows the desk's table (a CI run saw it scroll sideways).
 */
async function listsSettled(page: Page): Promise<void> {
  await page.waitForFunction((breakpoint) => {
    for (const list of document.querySelectorAll('[data-slot="data-table"]')) {
      const width = list.getBoundingClientRect().width;
      if (width === 0) continue;
      if (list.getAttribute('data-layout') !== (width < breakpoint ? 'cards' : 'table'))
        return false;
    }
    return true;
  }, mobileBreakpointPx);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
