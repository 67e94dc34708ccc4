import { useSyncExternalStore } from 'react';
import { media } from '../../tokens/media';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(media.mobile);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True below the spec's 640 px breakpoint, where every menu mode becomes a drawer. */
export const useIsMobile = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media.mobile).matches,
    () => false,
  );
