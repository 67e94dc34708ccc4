import { useCallback, useState } from 'react';

/**
 * The width of an element, kept up to date by a ResizeObserver; 0 until it is first measured.
 * A callback ref: the first measure happens in the commit, before the browser paints, so a
 * narrow table never flashes its widest layout.
 */
export function useElementWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
