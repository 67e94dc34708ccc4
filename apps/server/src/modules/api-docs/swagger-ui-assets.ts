import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiRoot } from '@veritag/api';

const packageDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const { version: swaggerUiVersion } = JSON.parse(
  readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
) as { version: string };

/**
 * The only files of swagger-ui-dist we serve. Each is its own route, so no part of a
 * request path ever reaches the file system: nothing else in the package (its own
 * index.html with an inline script, source maps, package.json) and nothing outside it.
 */
const allowedFiles = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
} as const;
type AllowedFile = keyof typeof allowedFiles;

// The package version is in the path, so a new version is a new address and these may be
// cached for a year.
const assetsPath = `${apiRoot}/docs/swagger-ui-${swaggerUiVersion}`;
export const swaggerUiAsset = (file: AllowedFile) => `${assetsPath}/${file}`;
export const initializerPath = `${apiRoot}/docs/swagger-initializer.js`;

/**
 * Starts Swagger UI on the page. It is a file of its own because the page allows no inline
 * script (Content-Security-Policy `script-src 'self'`). Defaults kept on purpose: no query
 * parameters read (`queryConfigEnabled` false), so a link cannot point the page at another
 * document; the preset without the top bar, which would offer the same.
 */
const initializer = `window.ui = SwaggerUIBundle(${JSON.stringify({
  url: `${apiRoot}/openapi.json`,
  dom_id: '#swagger-ui',
  deepLinking: true,
  filter: true,
  // The public validator badge would send our document to swagger.io.
  validatorUrl: null,
})});\n`;

const contents = new Map<AllowedFile, Promise<Buffer>>();
const contentOf = (file: AllowedFile) => {
  let content = contents.get(file);
  if (!content) contents.set(file, (content = readFile(path.join(packageDir, file))));
  return content;
};

/**
 * Plain routes rather than contract calls: these are the page's assets, not part of the
 * API, and the binder's file replies are private downloads with a short cache.
 */
export function swaggerUiAssetRoutes(app: FastifyInstance): void {
  for (const [file, contentType] of Object.entries(allowedFiles) as [AllowedFile, string][]) {
    app.get(swaggerUiAsset(file), async (_request, reply) =>
      reply
        .type(contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await contentOf(file)),
    );
  }
  // Ours, and it changes with our code at the same address: checked on every load.
  app.get(initializerPath, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(initializer),
  );
}
