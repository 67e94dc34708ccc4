import { servedPrimaryKeys } from '@veritag/domain';
import { gs1Vocabulary } from './resolver-links';

/** Where the resolver standard fixes its description file (RFC 8615's well-known paths). */
export const resolverDescriptionPath = '/.well-known/gs1resolver';

/** The resolver standard's JSON-LD context for link sets (its latest version, as GS1 publishes it). */
export const linksetContextUrl = 'https://ref.gs1.org/standards/resolver/linkset-context';

/**
 * The resolver description file of the GS1-Conformant Resolver standard: what this resolver
 * is (its name and root, the platform's public address), which primary keys it answers (GTINs
 * only, the keys the platform's labels print), the link type vocabulary it recognises (GS1's
 * Web vocabulary as `gs1:`), and that no item's default link type can be its link set (the
 * platform keeps one default link per level, never the link set). No context values are
 * listed: the resolver keeps one link per type, so there is nothing to choose between. The
 * members and their forms are those of GS1's description file schema (1.2.0).
 */
export const resolverDescriptionOf = (resolverRoot: string) => ({
  name: 'Veritag GS1 Digital Link resolver',
  resolverRoot,
  supportedPrimaryKeys: [...servedPrimaryKeys],
  supportedLinkType: [{ namespace: gs1Vocabulary, prefix: 'gs1:' }],
  linkTypeDefaultCanBeLinkset: false,
  jsonLdContextLocation: linksetContextUrl,
});
