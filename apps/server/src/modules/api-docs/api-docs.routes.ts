import type { FastifyInstance } from 'fastify';
import { contract, openApiDocument, type CallSpec, type OpenApiDocument } from '@veritag/api';
import type { Access } from '../../platform/access';
import type { Bind } from '../../app-context';
import { renderDocsPage } from './docs-page';
import { swaggerUiAssetRoutes } from './swagger-ui-assets';

/** The document is built on first request, when every module has bound its calls. */
export function apiDocsRoutes(
  app: FastifyInstance,
  bind: Bind,
  bound: ReadonlyMap<CallSpec, Access>,
  version: string,
): void {
  let document: OpenApiDocument | undefined;
  const current = () =>
    (document ??= openApiDocument({
      version,
      isPublic: (call) => bound.get(call)?.kind === 'public',
      isServed: (call) => bound.has(call),
    }));
  bind(app, contract.system.openApi, async () => current());
  bind(app, contract.system.docs, async () => renderDocsPage());
  swaggerUiAssetRoutes(app);
}
