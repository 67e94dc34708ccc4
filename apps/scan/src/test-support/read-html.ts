import { within } from '@testing-library/dom';

/**
 * A rendered page as a browser would read it: the HTML string parsed (no script runs), its
 * body put into the test's window, and Testing Library's queries on it, by role and name.
 * `parsed` keeps the whole document, head included.
 */
export function readPage(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
  return { parsed, body: document.body, screen: within(document.body) };
}
