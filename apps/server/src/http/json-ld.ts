import type { FastifyInstance } from 'fastify';

/**
 * JSON-LD bodies read as JSON. EPCIS 2.0 documents are JSON-LD, and its REST binding sends them
 * as `application/ld+json`; the `@context` is kept as data, never fetched. The default JSON
 * parser's refusals (prototype poisoning, bad JSON) apply alike.
 */
export function acceptJsonLd(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/ld+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
}
