// Ready-to-paste request snippets (curl, Python, JavaScript) for an HTTP API the platform serves, and the SSH
// command of an instance. The secret is never written into a snippet: it is read from an environment variable
// the user sets once, so a copied snippet can be pasted into a chat or a ticket without leaking the key.

/** The environment variable every snippet reads the API key from. */
export const API_KEY_VARIABLE = 'AISPACE_API_KEY';

export type SnippetLanguage = 'curl' | 'python' | 'javascript';
export const SNIPPET_LANGUAGES: readonly SnippetLanguage[] = ['curl', 'python', 'javascript'];

export interface SnippetRequest {
  endpoint: string;
  /** GET or POST; POST when missing. */
  method?: string | null;
  /** The example body as JSON text; sent with POST only. */
  body?: string | null;
}

/** A string in single quotes for a POSIX shell: each `'` closes, escapes and reopens the quote. */
export const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

function parsedBody(body: string | null | undefined): { ok: true; value: unknown } | { ok: false } {
  if (!body) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A JSON value as a Python literal (True/False/None; JSON string escapes are valid Python escapes). */
function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

const methodOf = (req: SnippetRequest): 'GET' | 'POST' => (req.method === 'GET' ? 'GET' : 'POST');

export function curlSnippet(req: SnippetRequest): string {
  const method = methodOf(req);
  const lines = [`curl -X ${method} ${shellQuote(req.endpoint)}`, `  -H "Authorization: Bearer $${API_KEY_VARIABLE}"`];
  if (method === 'POST') {
    lines.push(`  -H 'Content-Type: application/json'`);
    if (req.body) lines.push(`  -d ${shellQuote(req.body)}`);
  }
  return lines.join(' \\\n');
}

export function pythonSnippet(req: SnippetRequest): string {
  const method = methodOf(req);
  const body = parsedBody(req.body);
  const lines = [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.${method.toLowerCase()}(`,
    `    ${JSON.stringify(req.endpoint)},`,
    `    headers={"Authorization": f"Bearer {os.environ['${API_KEY_VARIABLE}']}"},`,
  ];
  if (method === 'POST' && req.body) {
    lines.push(body.ok ? `    json=${pythonLiteral(body.value, '    ')},` : `    data=${JSON.stringify(req.body)},`);
  }
  lines.push('    timeout=60,', ')', 'response.raise_for_status()', 'print(response.json())');
  return lines.join('\n');
}

export function javascriptSnippet(req: SnippetRequest): string {
  const method = methodOf(req);
  const body = parsedBody(req.body);
  const headers = [`    Authorization: \`Bearer \${process.env.${API_KEY_VARIABLE}}\`,`];
  if (method === 'POST') headers.push(`    'Content-Type': 'application/json',`);
  const lines = [`const response = await fetch(${JSON.stringify(req.endpoint)}, {`, `  method: '${method}',`];
  lines.push('  headers: {', ...headers, '  },');
  if (method === 'POST' && req.body) {
    lines.push(
      body.ok
        ? `  body: JSON.stringify(${JSON.stringify(body.value, null, 2).replace(/\n/g, '\n  ')}),`
        : `  body: ${JSON.stringify(req.body)},`,
    );
  }
  lines.push(
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
    'console.log(await response.json());',
  );
  return lines.join('\n');
}

export function requestSnippet(language: SnippetLanguage, req: SnippetRequest): string {
  if (language === 'python') return pythonSnippet(req);
  if (language === 'javascript') return javascriptSnippet(req);
  return curlSnippet(req);
}

export interface SshTarget {
  user: string;
  host: string;
  port: number;
}

const SSH_COMMAND = /^ssh -p (\d{1,5}) ([a-z_][a-z0-9_-]{0,31})@([A-Za-z0-9.-]{1,253})$/;

/** The user, host and port of an instance's SSH command, or null when it is not one the platform issues. */
export function parseSshCommand(command: string | null | undefined): SshTarget | null {
  const m = command ? SSH_COMMAND.exec(command.trim()) : null;
  if (!m) return null;
  const port = Number(m[1]);
  return port >= 1 && port <= 65535 ? { user: m[2], host: m[3], port } : null;
}

/** The exact command to paste into a terminal. */
export const sshCommand = ({ user, host, port }: SshTarget): string => `ssh -p ${port} ${user}@${host}`;
