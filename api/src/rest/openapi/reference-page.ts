/**
 * The reference page of REST (/api/v1/docs): the OpenAPI document (rest/openapi/document.ts) as one
 * HTML page, rendered here, with no script and nothing from another origin. Its one inline style is
 * allowed by its hash in the page's Content-Security-Policy (http/security-headers.ts cspHeader).
 */
import { createHash } from 'node:crypto';
import { cspHeader } from '../../http/security-headers.js';
import { escapeHtml as esc } from '../../public-pages/head.js';
import type { OpenApiDocument } from './document.js';

// The document's parts are read as the JSON they are; their shape is checked by its validation.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking a JSON document
type Json = Record<string, any>;

const STYLE = `
:root { color-scheme: light dark; font: 15px/1.5 system-ui, sans-serif; }
body { max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
code, pre { font: 13px/1.45 ui-monospace, monospace; }
pre { overflow-x: auto; padding: .75rem; border-radius: 6px; background: rgba(127,127,127,.12); }
details { border-top: 1px solid rgba(127,127,127,.3); padding: .4rem 0; }
summary { cursor: pointer; }
.method { display: inline-block; width: 4.5rem; font-weight: 600; text-transform: uppercase; }
.status { font-weight: 600; }
table { border-collapse: collapse; } td, th { text-align: left; padding: .2rem .6rem .2rem 0; vertical-align: top; }
`;

/** The little Markdown the document's descriptions use: headings, lists, `code`, **strong**. */
function markdown(text: string): string {
  const inline = (line: string) =>
    esc(line)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/\*([^*]+)\*/g, '<em>$1</em>');
  return text
    .split(/\n\n+/)
    .map((block) => {
      if (block.startsWith('## ')) return `<h3>${inline(block.slice(3))}</h3>`;
      const items = block.split('\n');
      if (items.every((l) => l.startsWith('- '))) {
        return `<ul>${items.map((l) => `<li>${inline(l.slice(2))}</li>`).join('')}</ul>`;
      }
      return `<p>${inline(block)}</p>`;
    })
    .join('\n');
}

/** A schema as indented JSON, its references linked to the schemas at the end of the page. */
const schemaBlock = (schema: unknown) =>
  `<pre>${esc(JSON.stringify(schema, null, 2)).replace(
    /&quot;\$ref&quot;: &quot;#\/components\/(schemas|responses)\/([A-Za-z0-9._-]+)&quot;/g,
    (_, kind: string, name: string) => `"$ref": <a href="#${kind}-${name}">${name}</a>`,
  )}</pre>`;

/** The security schemes of rest/openapi/document.ts, in words; '' is none (a visitor). */
const CREDENTIALS: Record<string, string> = { '': 'none', bearer: 'a bearer token', session: 'the session cookie' };

function operation(path: string, method: string, op: Json): string {
  const parameters = (op.parameters ?? []) as Json[];
  const responses = Object.entries((op.responses ?? {}) as Record<string, Json>);
  const security = (op.security ?? []) as Json[];
  const ways = security.map((s) => CREDENTIALS[Object.keys(s)[0] ?? ''] ?? Object.keys(s)[0]!);
  const who =
    ways.length === 0 ? 'none' : `${ways.slice(0, -1).join(', ')}${ways.length > 1 ? ' or ' : ''}${ways.at(-1)}`;
  return `<details id="${esc(op.operationId ?? `${method}-${path}`)}">
<summary><span class="method">${esc(method)}</span> <code>${esc(path)}</code> — ${esc(op.summary ?? '')}</summary>
${op.description ? markdown(op.description) : ''}
<p>Credentials: ${esc(who)}</p>
${
  parameters.length
    ? `<table><tr><th>Parameter</th><th>In</th><th>Schema</th></tr>${parameters
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code>${p.required ? ' (required)' : ''}</td><td>${esc(p.in)}</td><td><code>${esc(JSON.stringify(p.schema))}</code>${p.description ? ` ${esc(p.description)}` : ''}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${Object.entries((op.requestBody?.content ?? {}) as Record<string, Json>)
  .map(([media, body]) => `<p>Body (<code>${esc(media)}</code>):</p>${schemaBlock(body.schema)}`)
  .join('\n')}
${responses
  .map(([status, r]) =>
    r.$ref
      ? `<p><span class="status">${esc(status)}</span> ${schemaBlock({ $ref: r.$ref }).replace(/^<pre>|<\/pre>$/g, '')}</p>`
      : `<p><span class="status">${esc(status)}</span> ${esc(r.description ?? '')}</p>${Object.entries(
          (r.content ?? {}) as Record<string, Json>,
        )
          .map(([media, c]) => (c.schema ? `<p><code>${esc(media)}</code></p>${schemaBlock(c.schema)}` : ''))
          .join('')}`,
  )
  .join('\n')}
</details>`;
}

export function referencePage(doc: OpenApiDocument): { html: string; csp: string } {
  const byTag = new Map<string, string[]>((doc.tags ?? []).map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {}) as Array<[string, Json]>) {
      const tag = (op.tags as string[] | undefined)?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operation(path, method, op));
    }
  }
  const components = doc.components ?? {};
  const named = (kind: 'schemas' | 'responses') =>
    Object.entries((components[kind] ?? {}) as Record<string, Json>)
      .map(
        ([name, value]) =>
          `<details id="${kind}-${esc(name)}"><summary><code>${esc(name)}</code>${value.description ? ` — ${esc(value.description)}` : ''}</summary>${schemaBlock(value)}</details>`,
      )
      .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)}</title><style>${STYLE}</style></head>
<body>
<h1>${esc(doc.info.title)}</h1>
<p>The machine-readable document: <a href="openapi.json"><code>/api/v1/openapi.json</code></a> (OpenAPI ${esc(doc.openapi)}). Paths are under <code>/api/v1</code>.</p>
${markdown(doc.info.description ?? '')}
${[...byTag]
  .filter(([, ops]) => ops.length)
  .map(([tag, ops]) => {
    const text = doc.tags?.find((t) => t.name === tag)?.description;
    return `<section><h2 id="tag-${esc(tag)}">${esc(tag)}</h2>${text ? `<p>${esc(text)}</p>` : ''}\n${ops.join('\n')}</section>`;
  })
  .join('\n')}
<section><h2>Responses</h2>${named('responses')}</section>
<section><h2>Schemas</h2>${named('schemas')}</section>
</body></html>`;
  const hash = createHash('sha256').update(STYLE).digest('base64');
  return { html, csp: cspHeader({ styleSrc: [`'sha256-${hash}'`] }) };
}
