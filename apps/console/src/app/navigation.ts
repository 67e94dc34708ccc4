import { useEffect } from 'react';
import { navigate } from 'wouter/use-hash-location';
import type { Route } from '#app/app/paths';

/**
 * Record ids travel in navigation state, not in the path (spec 000 section 2.2): the hash
 * location keeps `state` in history.state.
 */
export const go = (
  to: Route,
  state: Record<string, unknown> | null = null,
  replace = false,
): void => navigate(to, { state, replace });

export const navigationState = <T extends Record<string, unknown>>(): Partial<T> =>
  (typeof history.state === 'object' && history.state !== null ? history.state : {}) as Partial<T>;

/** Returns to `returnTo` (replacing this entry) when a screen lacks the state it needs. */
export function useReturnWithout(valid: boolean, returnTo: Route): void {
  useEffect(() => {
    if (!valid) go(returnTo, null, true);
  }, [valid, returnTo]);
}

/** The record id an edit screen was opened with; without one the user returns to the list. */
export function useRecordId(returnTo: Route): number | undefined {
  const id = navigationState<{ id: number }>().id;
  const valid = typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  useReturnWithout(valid, returnTo);
  return valid ? id : undefined;
}
