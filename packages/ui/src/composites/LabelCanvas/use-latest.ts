import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The latest props for handlers that are created once (react-moveable's, the key handler's):
 * updated after each render, before any event can run, so they never act on a stale list.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
