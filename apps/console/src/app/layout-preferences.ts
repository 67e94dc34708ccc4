import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { colorThemes, defaultLayout, menuColors, menuModes, profileModes } from '@veritag/domain';
import { themeClassName, type ShellLayout } from '@veritag/ui';

const storageKey = 'layout';

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function storedLayout(): ShellLayout {
  let saved: Partial<Record<keyof ShellLayout, unknown>> = {};
  try {
    saved = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as typeof saved;
  } catch {
    saved = {};
  }
  return {
    menuMode: pick(menuModes, saved.menuMode, defaultLayout.menuMode),
    menuColor: pick(menuColors, saved.menuColor, defaultLayout.menuColor),
    profileMode: pick(profileModes, saved.profileMode, defaultLayout.profileMode),
    theme: pick(colorThemes, saved.theme, defaultLayout.theme),
  };
}

export type LayoutPreferences = [ShellLayout, (layout: ShellLayout) => void];

/**
 * The configurator's choices, kept in local storage across visits. The theme
 * classes go on <body>, because dialogs, popovers and toasts render in portals there.
 */
export function useStoredLayoutPreferences(): LayoutPreferences {
  const [layout, setLayout] = useState(storedLayout);
  useEffect(() => {
    document.body.className = themeClassName(layout);
  }, [layout]);
  const change = useCallback((next: ShellLayout) => {
    localStorage.setItem(storageKey, JSON.stringify(next));
    setLayout(next);
  }, []);
  return [layout, change];
}

export const LayoutContext = createContext<LayoutPreferences | null>(null);

export function useLayoutPreferences(): LayoutPreferences {
  const preferences = useContext(LayoutContext);
  if (!preferences) throw new Error('useLayoutPreferences needs the LayoutContext of App');
  return preferences;
}
