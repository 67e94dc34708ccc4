import type { ColorTheme, MenuColor, MenuMode, ProfileMode } from '@veritag/domain';
import type { ReactNode } from 'react';

/** The configurator's four choices (spec 000 section 2.3); the console persists them. */
export interface ShellLayout {
  menuMode: MenuMode;
  menuColor: MenuColor;
  profileMode: ProfileMode;
  theme: ColorTheme;
}

export interface ShellUser {
  /** First and last name as the top bar shows them. */
  name: string;
  imageUrl?: string;
}

/** What the shell asks a link renderer for; the console can answer with wouter's <Link>. */
export interface ShellLinkProps {
  route: string;
  label: string;
  /** True for the page being shown: render it with aria-current="page". */
  isCurrent: boolean;
  className: string;
  /** Call after navigating, so an overlay menu closes. */
  onNavigate: () => void;
  children: ReactNode;
}

export type RenderShellLink = (link: ShellLinkProps) => ReactNode;

/**
 * The default link: a hash href (the console's routes are hash routes), so the browser and a
 * hash router navigate without the shell knowing any router.
 */
export const hashLink: RenderShellLink = ({
  route,
  isCurrent,
  className,
  onNavigate,
  children,
}) => (
  <a
    href={`#${route}`}
    className={className}
    aria-current={isCurrent ? 'page' : undefined}
    onClick={onNavigate}
  >
    {children}
  </a>
);
