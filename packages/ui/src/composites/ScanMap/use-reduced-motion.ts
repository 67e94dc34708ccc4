import { useSyncExternalStore } from 'react';
import { media } from '../../tokens/media';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(media.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the user asked the system for less motion; read live, so a change applies at once. */
export const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media.reducedMotion).matches,
    () => false,
  );
