// The page for backend teams that `npm run docs` writes beside the API reference (dist-docs/index.html): how to build
// and verify a server against openapi.yaml, its conventions, its business rules (the `x-business-rules` extension,
// at the top of the document or on an operation) and its statuses.

const escape = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Inline `code` spans of a description, the rest as text. */
const prose = (text) =>
  escape(text)
    .split(/`([^`]+)`/)
    .map((part, i) => (i % 2 ? `<code>${part}</code>` : part))
    .join('');

function resolver(doc) {
  return (schema) => {
    let s = schema;
    for (let i = 0; s && s.$ref && i < 20; i++) {
      s = s.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    }
    return s ?? {};
  };
}

function operations(doc) {
  const out = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (op && typeof op === 'object' && op.operationId) out.push({ route, method: method.toUpperCase(), op });
    }
  }
  return out;
}

/** One business rule, whatever shape the extension gives it: text, or an object with an id, a text and more. */
function ruleHtml(rule) {
  if (rule == null || typeof rule !== 'object') return `<li>${prose(rule)}</li>`;
  const { id, name, title, rule: text, description, summary, operations: ops, ...rest } = rule;
  const head = [id, name ?? title].filter(Boolean).map(escape).join(' · ');
  const body = text ?? description ?? summary ?? '';
  const extra = Object.entries({ ...(ops ? { operations: ops } : {}), ...rest })
    .map(
      ([k, v]) =>
        `<div class="meta">${escape(k)}: ${escape(Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : v)}</div>`,
    )
    .join('');
  return `<li>${head ? `<strong>${head}</strong> ` : ''}${prose(body)}${extra}</li>`;
}

const asList = (rules) =>
  Array.isArray(rules)
    ? rules
    : rules && typeof rules === 'object'
      ? Object.entries(rules).map(([id, r]) => (typeof r === 'object' ? { id, ...r } : { id, rule: r }))
      : rules
        ? [rules]
        : [];

function businessRules(doc) {
  const general = asList(doc['x-business-rules']);
  const perOperation = operations(doc)
    .map(({ route, method, op }) => ({ route, method, op, rules: asList(op['x-business-rules']) }))
    .filter((o) => o.rules.length);
  if (!general.length && !perOperation.length) {
    return '<p>openapi.yaml carries no <code>x-business-rules</code> yet: the rules are in each operation\'s description in the <a href="api-reference.html">API reference</a>.</p>';
  }
  return [
    general.length ? `<ul>${general.map(ruleHtml).join('')}</ul>` : '',
    ...perOperation.map(
      ({ route, method, op, rules }) =>
        `<h3><code>${escape(op.operationId)}</code> <span class="route">${escape(method)} ${escape(route)}</span></h3><ul>${rules.map(ruleHtml).join('')}</ul>`,
    ),
  ].join('\n');
}

function statuses(doc) {
  const resolve = resolver(doc);
  const schemas = doc.components?.schemas ?? {};
  // HTTP statuses the contract names, with the description of each.
  const http = new Map();
  for (const { op } of operations(doc)) {
    for (const [code, response] of Object.entries(op.responses ?? {})) {
      const description =
        code === '200' && !response.$ref
          ? 'An envelope: `success` true with the `data`, or a business error (`success` false with `errorCode`, `errorMessage` and `showType`).'
          : (resolve(response).description ?? '');
      const entry = http.get(code) ?? { count: 0, description };
      entry.count += 1;
      http.set(code, entry);
    }
  }
  const httpRows = [...http.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([code, { count, description }]) =>
        `<tr><td><code>${escape(code)}</code></td><td>${prose(description)}</td><td>${count}</td></tr>`,
    )
    .join('');
  const envelope = resolve(schemas.Envelope ?? {});
  const envelopeRows = Object.entries(envelope.properties ?? {})
    .map(([name, p]) => `<tr><td><code>${escape(name)}</code></td><td>${prose(resolve(p).description)}</td></tr>`)
    .join('');
  const showType = resolve(schemas.ShowType ?? {});
  const enums = Object.entries(schemas)
    .filter(([name, s]) => /Status$/.test(name) && Array.isArray(resolve(s).enum))
    .map(
      ([name, s]) =>
        `<tr><td><code>${escape(name)}</code></td><td>${prose(resolve(s).description)}</td><td>${resolve(s)
          .enum.map((v) => `<code>${escape(v)}</code>`)
          .join(' ')}</td></tr>`,
    )
    .join('');
  return `
<h3>HTTP</h3>
<table><thead><tr><th>status</th><th>meaning</th><th>operations</th></tr></thead><tbody>${httpRows}</tbody></table>
<p>HTTP 403 signs the user out of the console (every stored session key is cleared); any other status but 200 shows a
message naming the status; no answer at all shows <q>None response! Please retry.</q></p>
<h3>The envelope of every answer</h3>
<table><thead><tr><th>field</th><th>meaning</th></tr></thead><tbody>${envelopeRows}</tbody></table>
${showType.enum ? `<p><code>showType</code> (${showType.enum.map((v) => `<code>${escape(v)}</code>`).join(', ')}): ${prose(showType.description)}</p>` : ''}
<h3>Statuses of the entities</h3>
<table><thead><tr><th>schema</th><th>meaning</th><th>values</th></tr></thead><tbody>${enums}</tbody></table>`;
}

function limits(doc) {
  const body = doc['x-limits']?.maxBodyBytes;
  const larger = operations(doc)
    .filter(({ op }) => op['x-max-body-bytes'])
    .map(
      ({ route, op }) =>
        `<li><code>${escape(op.operationId)}</code> (${escape(route)}): ${escape(op['x-max-body-bytes'])} bytes</li>`,
    )
    .join('');
  return `<li>Request bodies: ${body ? `at most ${escape(body)} bytes (<code>x-limits.maxBodyBytes</code>)` : 'at most 1 MiB (1,048,576 bytes)'}${larger ? `, except:<ul>${larger}</ul>` : "; the image upload's chunks (8 MiB by default, base64 in JSON) up to 12 MiB."} The console's nginx (deploy/nginx.conf) refuses larger ones with 413.</li>`;
}

/** The whole page. `hasVerifyScript`: whether this checkout's package.json has the contract:verify script. */
function renderBackendPage(doc, { hasVerifyScript = true } = {}) {
  const ops = operations(doc);
  const security = doc.components?.securitySchemes ?? {};
  const tokenHeader = Object.values(security).find((s) => s.in === 'header')?.name ?? 'Authorization';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info?.title)}: for backend teams</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
h1, h2, h3 { line-height: 1.25; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #e5e7eb; }
code, pre { font: 13px ui-monospace, monospace; background: #f3f4f6; border-radius: 4px; }
code { padding: 0 .25rem; } pre { padding: .75rem 1rem; overflow-x: auto; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #e5e7eb; padding: .3rem .5rem; text-align: left; vertical-align: top; }
.route { font-weight: normal; color: #6b7280; font-size: .85em; } .meta { color: #6b7280; font-size: .9em; }
</style>
</head>
<body>
<h1>${escape(doc.info?.title)} ${escape(doc.info?.version)}: for backend teams</h1>
<p>The console calls ${ops.length} operations, all described in <code>openapi.yaml</code>: the
<a href="api-reference.html">API reference</a> lists each with its request, answer and examples;
<a href="openapi.yaml">openapi.yaml</a> is the contract itself. A server that answers as it says runs the console
unchanged.</p>

<h2>Verify your server</h2>
<p>The verification kit calls the operations of the contract against your server and checks each answer against
<code>openapi.yaml</code>. From a checkout of the console, with Node 20:</p>
<pre>npm ci
npm run contract:verify -- --base-url https://your-server.example</pre>
<p>It exits non-zero when the server departs from the contract. Run it against the mock first
(<code>npm run mock</code>, then <code>--base-url http://localhost:3001</code>) to see a clean run.${
    hasVerifyScript ? '' : ' <strong>This checkout has no <code>contract:verify</code> script yet.</strong>'
  }</p>
<p>Testers who prefer an API client: <code>npm run collection</code> writes a Postman collection (runs with newman too)
with every operation and an environment per fixture account.</p>

<h2>Conventions</h2>
<ul>
<li>Every call is a <code>POST</code> with a JSON body under <code>/api/</code>; the answer is always an envelope (below).</li>
<li>The token goes in the <code>${escape(tokenHeader)}</code> header as it is (no <q>Bearer</q>). Sign-in answers it in
the <code>authorization</code> response header; any answer carrying that header replaces the stored token (renewal).
Expose it to the browser when the API is on another origin (<code>Access-Control-Expose-Headers: authorization</code>).</li>
<li><code>Accept-Language</code> is <code>zh</code>, <code>en</code> or <code>ja</code>: messages in that language.</li>
<li>The console adds <code>ugroupAddr</code> (the selected organisation) to every body.</li>
<li>Calls time out after 3,600,000 ms.</li>
${limits(doc)}
<li>The web terminal is a WebSocket at <code>/ws/terminal/&lt;instance id&gt;?ticket=…</code>, on the same origin.</li>
</ul>

<h2>Business rules</h2>
${businessRules(doc)}

<h2>Statuses</h2>
${statuses(doc)}
</body>
</html>
`;
}

module.exports = { renderBackendPage, escape };
