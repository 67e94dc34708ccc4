import { digitalLinkPathOf, scanUrlOf, type DigitalLinkKey } from '@veritag/domain';

/**
 * The GS1 Web Vocabulary link types this resolver offers (https://gs1.org/voc/): the default
 * link, the product information page (the product's productLink) and the verification service
 * (the scan page, which says whether a serialised item is genuine).
 */
export const gs1Vocabulary = 'https://gs1.org/voc/';
export const linkTypes = ['defaultLink', 'pip', 'verificationService'] as const;
export type LinkType = (typeof linkTypes)[number];

export interface ResolverLink {
  linkType: LinkType;
  href: string;
  title: string;
  type: string;
}

/** The links of one level of the request URI: the item (GTIN and serial) or the product (GTIN). */
export interface LinkLevel {
  anchor: string;
  /** The link set's `itemDescription`, which GS1's linkset schema requires of every level. */
  itemDescription: string;
  links: ResolverLink[];
}

/**
 * A stored link as a web address fit for a Location header: only http(s) (a stored
 * `javascript:` text must never become a redirect), and in the URL parser's ASCII form, since
 * a header cannot carry other characters.
 */
function webLinkOf(url: string | null): string | undefined {
  if (!url || !URL.canParse(url.trim())) return undefined;
  const parsed = new URL(url.trim());
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
}

export interface KnownItem {
  key: DigitalLinkKey;
  product: { productName: string; productLink: string | null };
}

/**
 * The available links of a known key, most specific level first (the standard: links of each
 * level up to the primary key). A serial's level links to its scan page, which is its default;
 * the GTIN's level links to the product's page when it has one, which is then its default.
 * A default link is always also listed under its descriptive type, as the standard asks.
 */
export function linkLevelsOf(publicBaseUrl: string, { key, product }: KnownItem): LinkLevel[] {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const levels: LinkLevel[] = [];
  if (key.serial !== undefined) {
    const scanPage = {
      href: scanUrlOf(base, key.serial),
      title: `Check that this ${product.productName} is genuine`,
      type: 'text/html',
    };
    levels.push({
      anchor: `${base}${digitalLinkPathOf(key)}`,
      itemDescription: product.productName,
      links: [
        { linkType: 'defaultLink', ...scanPage },
        { linkType: 'verificationService', ...scanPage },
      ],
    });
  }
  const productPage = webLinkOf(product.productLink);
  if (productPage) {
    const page = { href: productPage, title: product.productName, type: 'text/html' };
    levels.push({
      anchor: `${base}${digitalLinkPathOf({ gtin: key.gtin })}`,
      itemDescription: product.productName,
      links: [
        { linkType: 'defaultLink', ...page },
        { linkType: 'pip', ...page },
      ],
    });
  }
  return levels;
}

/**
 * The link a request asks for: `gs1:pip` (or the full vocabulary URI) chooses that type, found
 * at the most specific level that has it, falling back up to the GTIN's; no linkType (or
 * `gs1:defaultLink`) is the most specific default link. undefined when no such link exists,
 * which the standard answers with 404, never with a different link.
 */
export function chosenLink(
  levels: readonly LinkLevel[],
  linkType: string | undefined,
): ResolverLink | undefined {
  const wanted =
    linkType === undefined
      ? 'defaultLink'
      : linkType.replace(/^gs1:/, '').replace(gs1Vocabulary, '');
  for (const level of levels) {
    const found = level.links.find((link) => link.linkType === wanted);
    if (found) return found;
  }
  return undefined;
}

/**
 * A link's target attributes. The default link carries none beyond its target and title: the
 * resolver standard says "The default link SHALL NOT have any optional attributes" (its media
 * type is given where the same target is listed under its descriptive type).
 */
const targetOf = ({ linkType, href, title, type }: ResolverLink) =>
  linkType === 'defaultLink' ? { href, title } : { href, title, type };

/**
 * The link set of RFC 9264 (application/linkset+json), one context object per level, as GS1's
 * linkset schema has it: the anchor, the item's description, then the links by type.
 */
export const linksetOf = (levels: readonly LinkLevel[]) => ({
  linkset: levels.map(({ anchor, itemDescription, links }) => ({
    anchor,
    itemDescription,
    ...Object.fromEntries(
      linkTypes.flatMap((linkType) => {
        const targets = links.filter((link) => link.linkType === linkType).map(targetOf);
        return targets.length > 0 ? [[`${gs1Vocabulary}${linkType}`, targets]] : [];
      }),
    ),
  })),
});

const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;
/** A title in a header: quoted when it is printable ASCII, else in RFC 8187's UTF-8 form (a header carries no other characters). */
const titleParam = (title: string) =>
  /^[\x20-\x7e]*$/.test(title)
    ? `title=${quoted(title)}`
    : `title*=UTF-8''${encodeURIComponent(title)}`;
/** An RFC 8288 Link header value listing the links, each with its type (rel) and title, as the standard asks. */
export const linkHeaderOf = (levels: readonly LinkLevel[], linksetUrl: string): string =>
  [
    ...levels.flatMap(({ anchor, links }) =>
      links.map((link) => {
        const { href, title, type } = targetOf(link);
        const typeParam = type === undefined ? '' : `; type=${quoted(type)}`;
        return `<${href}>; rel=${quoted(`${gs1Vocabulary}${link.linkType}`)}; ${titleParam(title)}${typeParam}; anchor=${quoted(anchor)}`;
      }),
    ),
    `<${linksetUrl}>; rel="linkset"; type="application/linkset+json"; title="All links of this item"`,
  ].join(', ');
