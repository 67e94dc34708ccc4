import type { ComponentType } from 'react';
import type { Access, PrivilegeName, Role } from '@veritag/domain';

/**
 * A guarded screen's module: the screen, and who may open it (the rule of the call the screen
 * cannot work without, so it opens exactly when the server would answer it; others see
 * /access). The rule travels with the lazily loaded screen, so the contract of screens not yet
 * visited stays out of the login page's bundle (decision 0087: 150 kB gzipped).
 */
export interface ScreenModule {
  default: ComponentType;
  access?: Access;
}

/** A screen's own entry in the side menu: its label is the screen's title (decision 0368). */
export interface MenuPlacement {
  privilege: PrivilegeName;
  /** Add Template needs 2, every other entry 1 (the default). */
  level?: 1 | 2;
  /** Shown only to these roles (the Business Partner entry). */
  onlyFor?: readonly Role[];
}

type Path = `/${string}`;

interface DeclarationBase<P extends Path> {
  path: P;
  /** The page's heading, the browser tab's title and, for a menu screen, the menu entry's label. */
  title: string;
  /** Further paths that open the same screen (the spec's matnr_list for master_product_list). */
  aliases?: readonly Path[];
}

/** A screen behind the sign-in: drawn inside the frame, opened when its module's rule allows. */
export interface GuardedDeclaration<P extends Path = Path> extends DeclarationBase<P> {
  kind: 'guarded';
  load: () => Promise<ScreenModule>;
  /** Its menu entry, when it has one gated by a privilege. */
  menu?: MenuPlacement;
  /** The screen whose menu entry stays open and marked while this one shows (an add or edit screen's list). */
  within?: GuardedDeclaration;
}

/** A screen anyone may open: the login, the error pages, the sign-up mock-up. */
export interface PublicDeclaration<P extends Path = Path> extends DeclarationBase<P> {
  kind: 'public';
  load: () => Promise<{ default: ComponentType }>;
  /** Shown inside the signed-in frame, menu and all, to a signed-in visitor (Not Found, Access Denied). */
  framedWhenSignedIn?: boolean;
}

export type ScreenDeclaration = GuardedDeclaration | PublicDeclaration;

/**
 * Declares a guarded screen. The path keeps its literal type, so `paths` and `Route` derive
 * from it; so does whether it has a menu entry, so the menu can only list screens that do.
 */
export const guarded = <
  const P extends Path,
  const M extends MenuPlacement | undefined = undefined,
>(
  declaration: Omit<GuardedDeclaration<P>, 'kind' | 'menu'> & { menu?: M },
): GuardedDeclaration<P> & { menu: M } => ({
  kind: 'guarded',
  ...declaration,
  menu: declaration.menu as M,
});

/** Declares a public screen. */
export const publicScreen = <const P extends Path>(
  declaration: Omit<PublicDeclaration<P>, 'kind'>,
): PublicDeclaration<P> => ({
  kind: 'public',
  ...declaration,
});
