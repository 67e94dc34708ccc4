import { screens } from '#app/routing/screens';

type Screens = typeof screens;

/**
 * Every link of the console, by screen name, derived from the screen declarations (spec
 * spelling kept: /forgotpassowrd). Screens link through these names, never through string
 * literals; a path is written once, in its feature's screens.ts.
 */
export const paths = Object.fromEntries(
  Object.entries(screens).map(([name, screen]) => [name, screen.path]),
) as {
  readonly [Name in keyof Screens]: Screens[Name]['path'];
};
export type PathName = keyof typeof paths;
export type { Route } from '#app/routing/screens';
