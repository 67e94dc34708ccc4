import { useCallback, type Ref } from 'react';

/** Marks a sideways-scrolling element with data-scroll-start / data-scroll-end while more of it lies that way. */
function markScrollEdges(element: HTMLElement) {
  const hidden = element.scrollWidth - element.clientWidth;
  // scrollLeft runs negative in right-to-left pages: the distance from the start is its size.
  const scrolled = Math.abs(element.scrollLeft);
  // One pixel of slack: zoomed pages report fractional scroll positions.
  element.toggleAttribute('data-scroll-start', scrolled > 1);
  element.toggleAttribute('data-scroll-end', hidden - scrolled > 1);
}

/**
 * A callback ref that keeps the scroll-edge attributes of its element current: on scroll, when
 * the element or its children change size, and at mount. Attributes, not state: the styles read
 * them and nothing needs to render again. Passes the element on to `forwardedRef`.
 */
export function useScrollEdges<T extends HTMLElement>(forwardedRef?: Ref<T>) {
  return useCallback(
    (element: T | null) => {
      setRef(forwardedRef, element);
      if (!element) return;
      const mark = () => markScrollEdges(element);
      mark();
      const resizes = new ResizeObserver(mark);
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
      element.addEventListener('scroll', mark, { passive: true });
      return () => {
        resizes.disconnect();
        element.removeEventListener('scroll', mark);
        setRef(forwardedRef, null);
      };
    },
    [forwardedRef],
  );
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
