import type { StoryContext } from '@storybook/react-vite';

/**
 * Docs pages play every story's play function (parameters.docs.story.autoplay), so a state
 * reached by interaction shows there too. Storybook starts them all at once on one page: one
 * story's typed keys then land in another's focused field, and each focus scrolls the page to
 * that story. Here each story of a docs page waits for the one before it to finish playing, and
 * focus moves made while playing leave the reader's scroll position alone.
 */

/** A play that throws never reaches afterEach: the next story waits this long at most. */
const longestWait = 15_000;

let turn: Promise<void> = Promise.resolve();
/** The story playing now (at most one), by id, with what lets the next one start. */
const releases = new Map<string, () => void>();

const nativeFocus = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focusWhilePlaying(
  this: HTMLElement,
  options?: FocusOptions,
) {
  nativeFocus.call(this, releases.size > 0 ? { ...options, preventScroll: true } : options);
};
// A list scrolls its active option into view (react-aria): the list may scroll, the page stays.
const nativeScrollIntoView = Element.prototype.scrollIntoView;
Element.prototype.scrollIntoView = function scrollIntoViewWhilePlaying(
  this: Element,
  options?: boolean | ScrollIntoViewOptions,
) {
  const { scrollX, scrollY } = window;
  nativeScrollIntoView.call(this, options);
  if (releases.size > 0) window.scrollTo(scrollX, scrollY);
};

export async function oneAtATimeOnDocsPages({ id, viewMode }: StoryContext): Promise<void> {
  if (viewMode !== 'docs') return;
  const previous = turn;
  let release = () => {};
  turn = new Promise<void>((resolve) => {
    const timer = setTimeout(() => release(), longestWait * 2);
    release = () => {
      clearTimeout(timer);
      if (releases.get(id) === release) releases.delete(id);
      resolve();
    };
  });
  await Promise.race([previous, new Promise((resolve) => setTimeout(resolve, longestWait))]);
  releases.set(id, release);
}

export function nextStoryMayPlay({ id, viewMode }: StoryContext): void {
  if (viewMode === 'docs') releases.get(id)?.();
}
