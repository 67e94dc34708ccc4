import { phoneSizes, safeUrl } from '../content/safe-url';
import * as styles from './content.css';

export interface PageLink {
  label: string;
  url: string | undefined;
}

/** The links whose URL may be followed, with the safe form of each. */
export const safeLinks = (links: readonly PageLink[]) =>
  links.flatMap(({ label: text, url }) => {
    const href = safeUrl(url);
    return href ? [{ text, href }] : [];
  });

/**
 * Links a product or customer chose, as a list of tappable chips. A URL that is not http(s)
 * (or a path on this server) is dropped with its label, and an empty list renders nothing.
 */
export function LinkList({ links, label }: { links: readonly PageLink[]; label: string }) {
  const shown = safeLinks(links);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={label} data-slot="links">
      {shown.map(({ text, href }) => (
        <li key={`${text} ${href}`}>
          <a className={styles.link} href={href} rel="noopener noreferrer">
            {text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * An image a product or customer chose, when its URL is safe to load: in phone sizes when it is
 * a published file, and loaded lazily, as every such image sits below the verdict.
 */
export function SafeImage({ url, alt }: { url: string | undefined; alt: string }) {
  const src = safeUrl(url);
  if (!src) return null;
  return (
    <img
      className={styles.image}
      {...phoneSizes(src)}
      sizes="(max-width: 40rem) 100vw, 40rem"
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A text a product or customer typed, or nothing when it is blank. */
export function Prose({ text, slot }: { text: string | undefined; slot: string }) {
  return text?.trim() ? (
    <p className={styles.prose} data-slot={slot}>
      {text}
    </p>
  ) : null;
}
