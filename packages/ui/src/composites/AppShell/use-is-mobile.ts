import { useCallback, useState } from 'react';
import { breakpoints } from '../../tokens/media';

/**
 * True while the shell itself is narrower than the spec's 640 px breakpoint, where every menu
 * mode becomes a drawer. The shell's own width, not the window's: in the console they are the
 * same, and a shell shown in a narrower frame (a phone-sized story on a docs page) lays out as
 * it would on that phone. Returns the ref to put on the shell's root.
 */
export function useIsMobile<T extends HTMLElement>() {
  const [isMobile, setIsMobile] = useState(false);
  const [settled, setSettled] = useState(false);
  // A callback ref runs in the commit, before paint: a phone never sees the desktop layout flash.
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => setIsMobile(element.getBoundingClientRect().width < breakpoints.mobile);
    measure();
    // Measuring computed the desktop styles; had the menu's slide been on, turning it into a
    // closed drawer would have played the slide out on every load of a phone.
    const frame = requestAnimationFrame(() => setSettled(true));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  /** `settled`: the first layout is known; motion (the drawer's slide) may play from now on. */
  return [ref, isMobile, settled] as const;
}
