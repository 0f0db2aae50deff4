/**
 * The API reference page for feature teams: the OpenAPI description rendered on the server as plain
 * HTML (no script, so the gateway's strict CSP holds), one section per operation with who may call
 * it, its parameters, body, answers and error codes.
 */
type Schema = Record<string, unknown>;
type Operation = {
  description?: string;
  'x-access'?: string;
  'x-roles'?: string[];
  'x-error-codes'?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
type Document = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  'x-error-catalogue'?: Record<string, string>;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(path: string, method: string, operation: Operation): string {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  const parts = [`<section id="${id}"><h2><code>${method.toUpperCase()} ${escape(path)}</code></h2>`];
  if (operation.description) parts.push(`<p>${escape(operation.description)}</p>`);
  if (operation.parameters?.length) {
    const rows = operation.parameters.map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'ja' : 'nein'}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    );
    parts.push(`<h3>Parameter</h3><table><tr><th>Name</th><th>Ort</th><th>Pflicht</th><th>Schema</th></tr>${rows.join('')}</table>`);
  }
  for (const [type, body] of Object.entries(operation.requestBody?.content ?? {}))
    parts.push(`<h3>Anfrage (${escape(type)})</h3>${json(body.schema ?? {})}`);
  for (const [status, answer] of Object.entries(operation.responses ?? {})) {
    const content = Object.entries(answer.content ?? {});
    parts.push(
      `<h3>Antwort ${escape(status)}</h3>${content.map(([type, body]) => `<p>${escape(type)}</p>${json(body.schema ?? {})}`).join('') || `<p>${escape(answer.description ?? '')}</p>`}`,
    );
  }
  if (operation['x-error-codes']?.length)
    parts.push(`<h3>Fehlercodes</h3><p>${operation['x-error-codes'].map((code) => `<code>${escape(code)}</code>`).join(', ')}</p>`);
  parts.push('</section>');
  return parts.join('\n');
}

export function renderReference(document: Document): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const toc = operations.map(
    ({ path, method }) =>
      `<li><a href="#${`${method}-${path}`.replace(/[^a-z0-9]+/gi, '-')}"><code>${method.toUpperCase()} ${escape(path)}</code></a></li>`,
  );
  const catalogue = Object.entries(document['x-error-catalogue'] ?? {}).map(
    ([code, text]) => `<tr><td><code>${escape(code)}</code></td><td>${escape(text)}</td></tr>`,
  );
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} – API-Referenz</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}pre{background:#f4f4f5;padding:.75rem;overflow:auto;font-size:.85rem}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}section{border-top:1px solid #ddd;margin-top:2rem}</style>
</head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description ?? '')}</p>
<p>Maschinenlesbar: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Operationen"><ul>${toc.join('')}</ul></nav>
${operations.map(({ path, method, operation }) => operationHtml(path, method, operation)).join('\n')}
<section id="fehlerkatalog"><h2>Fehlerkatalog</h2><table><tr><th>Code</th><th>Meldung</th></tr>${catalogue.join('')}</table></section>
</body></html>`;
}
