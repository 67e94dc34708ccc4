import { useLayoutEffect, useRef, useState } from 'react';
import * as styles from './CellText.css';

/**
 * A cell's text (decision 0393): it wraps only between words, never inside one; past a few lines,
 * or when one word (an email, a code) is wider than the column, it ends in an ellipsis, and
 * the whole text shows on hover and on keyboard focus (the cut text then takes a tab stop).
 * Screen readers read the whole text either way: it is cut only on screen.
 */
export function CellText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [isCut, setIsCut] = useState(false);
  // One unbroken word cannot wrap: it stays on one line and ends in an ellipsis instead.
  const shape = /\s/.test(text.trim()) ? 'words' : 'word';
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setIsCut(
        element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return (
    <span
      className={styles.root}
      data-slot="cell-text"
      data-cut={isCut || undefined}
      data-full-text={isCut ? text : undefined}
      title={isCut ? text : undefined}
      // A cut text takes a tab stop so the keyboard can show it whole, as the pointer does (WCAG 1.4.13).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={isCut ? 0 : undefined}
    >
      <span ref={ref} className={styles.text} data-shape={shape}>
        {shape === 'word' ? text : wordsKeptWhole(text)}
      </span>
    </span>
  );
}

/** Characters after which browsers break a line inside a word (UAX #14 hyphens, dashes, a slash). */
const breaksInsideWord = /[-\u2010-\u2014/]/;

/**
 * A word a browser would break inside ("vtk_O2_-" then "d2Q5": a key broken at its hyphen reads
 * as two values) goes in a span that never breaks; the rest stays plain text, so the cell reads
 * and is found as one text. A word wider than the column is cut by the box and shown whole on
 * hover and focus, as a single word is.
 */
function wordsKeptWhole(text: string) {
  if (!breaksInsideWord.test(text)) return text;
  return text.split(/(\s+)/).map((part, index) =>
    breaksInsideWord.test(part) ? (
      <span key={index} className={styles.word}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
