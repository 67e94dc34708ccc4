import type { Locator } from '@playwright/test';

/**
 * A list row's fields by column name, as a user reads them: the cells under their headers and,
 * where the table folded columns away at this width (decision 0389), the name and value pairs its
 * Show details opens. The row is left as it was found (details closed again), so counts of
 * rows stay true. Action and Details columns are left out.
 */
export async function rowFields(row: Locator): Promise<Record<string, string>> {
  await row.waitFor();
  const expander = row.getByRole('button', { name: /^Show details/ });
  const opened = (await expander.count()) > 0;
  if (opened) {
    await expander.click();
    await row.getByRole('button', { name: /^Hide details/ }).waitFor();
  }
  const fields = await row.evaluate((tr) => {
    // A header's name without what is hidden from readers (the sort arrow).
    const nameOf = (th: Element) => {
      const copy = th.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent?.trim() ?? '';
    };
    const headers = [
      ...(tr.closest('table')?.querySelectorAll('thead tr:first-child th') ?? []),
    ].map(nameOf);
    const found: Record<string, string> = {};
    [...tr.children].forEach((cell, index) => {
      const name = headers[index];
      if (name && name !== 'Details' && name !== 'Actions')
        found[name] = cell.textContent?.trim() ?? '';
    });
    const folded = tr.nextElementSibling?.querySelector('[data-slot="folded-fields"]');
    for (const term of folded?.querySelectorAll('dt') ?? [])
      found[term.textContent?.trim() ?? ''] = term.nextElementSibling?.textContent?.trim() ?? '';
    return found;
  });
  if (opened) {
    // A list that loads again (a filter's late answer) closes its details itself: then there is
    // nothing left to close.
    const hide = row.getByRole('button', { name: /^Hide details/ });
    if ((await hide.count()) > 0) await hide.click();
    // Closed in the same render that takes the detail row away: the rows below are theirs again.
    await expander.waitFor();
  }
  return fields;
}

/**
 * One field of every data row of a list. A column the table shows is read in one look at the
 * table (a poll of it stays quick on a loaded machine); a column folded away at this width is
 * read row by row through Show details.
 */
export async function columnValues(body: Locator, name: string): Promise<string[]> {
  const shown = await body.evaluate((tbody, wanted) => {
    const nameOf = (th: Element) => {
      const copy = th.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent?.trim() ?? '';
    };
    const headers = [
      ...(tbody.closest('table')?.querySelectorAll('thead tr:first-child th') ?? []),
    ].map(nameOf);
    const column = headers.indexOf(wanted);
    if (column < 0) return undefined;
    // A detail row holds the folded fields of the row above it, and a state row ("No records
    // found") spans the table: neither has fields of its own.
    const dataRows = [...tbody.querySelectorAll('tr')].filter((tr) => {
      const first = tr.querySelector('td');
      return (
        first !== null && first.colSpan === 1 && !tr.querySelector('[data-slot="folded-fields"]')
      );
    });
    return dataRows.map((tr) => tr.children[column]?.textContent?.trim() ?? '');
  }, name);
  if (shown) return shown;
  const values: string[] = [];
  const rows = body.getByRole('row').filter({ has: body.page().locator('td') });
  for (const row of await rows.all()) {
    if ((await row.locator('[data-slot="folded-fields"]').count()) > 0) continue;
    values.push((await rowFields(row))[name] ?? '');
  }
  return values;
}
