import type { OpenApiDocument } from '@veritag/api';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security: unknown[];
}

/**
 * A readable reference rendered on the server from the OpenAPI document: no script and no
 * third-party assets, so it works offline and behind any content policy.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Operation;
      const tag = op.tags[0] ?? 'other';
      const body = op.requestBody ? Object.entries(op.requestBody.content).map(([type, c]) => block(`Request (${type})`, c.schema)).join('') : '';
      const ok = Object.entries(op.responses).filter(([code]) => code !== 'default');
      const replies = ok.map(([code, r]) => (r.content ? Object.entries(r.content).map(([type, c]) => block(`Reply ${code} (${type})`, c.schema)).join('') : `<p>Reply ${code}: no content</p>`)).join('');
      const params = op.parameters.length
        ? `<p>Parameters: ${op.parameters.map((p) => `<code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''})`).join(', ')}</p>`
        : '';
      const html = `<section id="${escape(op.operationId)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${escape(path)}</code></h3>
<p>${escape(op.summary)}${op.security.length === 0 ? ' <em>No token needed.</em>' : ''}</p>${op.description ? `<p class="ours">${escape(op.description)}</p>` : ''}${params}${body}${replies}</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('\n')}`).join('\n');
  const toc = [...byTag.keys()].map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`).join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Veritag API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
code,pre{font-family:ui-monospace,monospace}pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:13px}
section{border-top:1px solid #d0d7de;padding:.5rem 0}.m{font-size:12px;padding:.1rem .4rem;border-radius:4px;color:#fff;background:#57606a}
.get{background:#0a6c3a}.post{background:#0550ae}.put{background:#7d4e00}.delete{background:#a40e26}.ours{color:#57606a}
details summary{cursor:pointer}</style></head><body>
<h1>Veritag API reference</h1><p>Version ${escape(document.info.version)}. Every call lives under <code>/api</code>. Send <code>Authorization: Bearer &lt;token&gt;</code> unless a call says otherwise. Failures are <code>application/problem+json</code>. Machine-readable: <a href="/api/openapi.json">openapi.json</a>.</p>
<nav>${toc}</nav>${sections}</body></html>`;
}

const block = (label: string, schema: unknown) =>
  `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;
