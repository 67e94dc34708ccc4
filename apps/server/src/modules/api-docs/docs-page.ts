import { apiRoot } from '@veritag/api';
import { initializerPath, swaggerUiAsset } from './swagger-ui-assets';

/**
 * The reference page: Swagger UI from its own package on this server (no CDN), reading
 * `/api/openapi.json`. No inline script: everything that runs comes from a file we serve.
 */
export function renderDocsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Veritag API reference</title>
<link rel="stylesheet" href="${swaggerUiAsset('swagger-ui.css')}">
<link rel="stylesheet" href="${swaggerUiAsset('index.css')}">
<link rel="icon" type="image/png" href="${swaggerUiAsset('favicon-32x32.png')}" sizes="32x32">
<link rel="icon" type="image/png" href="${swaggerUiAsset('favicon-16x16.png')}" sizes="16x16">
</head>
<body>
<noscript><p>The reference needs JavaScript. The document itself is at <a href="${apiRoot}/openapi.json">${apiRoot}/openapi.json</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="${swaggerUiAsset('swagger-ui-bundle.js')}"></script>
<script src="${initializerPath}"></script>
</body>
</html>
`;
}
