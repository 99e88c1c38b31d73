// `npm run collection`: a Postman collection (v2.1, runs in Postman and with newman) generated from openapi.yaml, for
// testers who prefer an API client, with an environment per fixture account of the mock.
//
//   dist-collection/aispace-console.postman_collection.json
//   dist-collection/environments/<account>.postman_environment.json
//
// The first request signs in with the environment's account and keeps the `authorization` header of the answer (the
// token) and the organisation in the environment; every operation of the contract follows, one folder per tag, with
// its example body (the contract's example, else one built from the schema's examples). Every request sends the
// token, the language and the organisation (`ugroupAddr`), as the console does; an answer with a new authorization
// header replaces the token.
//
//   npx newman run dist-collection/aispace-console.postman_collection.json \
//     -e dist-collection/environments/demo.postman_environment.json --env-var baseUrl=http://localhost:3001
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('yaml');

const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'dist-collection');
const SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
const SIGN_IN = 'login';
/** Calls that end the session (or the account): in a folder of their own at the end, so a whole run keeps its token. */
const SESSION_ENDING = new Set(['logout', 'deleteUser']);
const LAST_FOLDER = 'sign-out (run last)';
const SIGN_IN_NAME = 'Sign in (keeps the token)';
const DEFAULT_BASE_URL = 'http://localhost:3001';

const lines = (...l) => l;

/** Run before every request: without an organisation in the environment, bodies carry no ugroupAddr. */
const PRE_REQUEST = lines(
  "const raw = pm.request.body && pm.request.body.mode === 'raw' ? pm.request.body.raw : '';",
  "if (raw && !pm.environment.get('ugroupAddr')) {",
  '  try {',
  '    const body = JSON.parse(raw);',
  "    if (body && body.ugroupAddr === '{{ugroupAddr}}') {",
  '      delete body.ugroupAddr;',
  '      pm.request.body.update(JSON.stringify(body, null, 2));',
  '    }',
  '  } catch (e) { /* a body that is not JSON is sent as it is */ }',
  '}',
);

/** Run after every answer: the contract's envelope, and a renewed token replaces the stored one. */
const AFTER_EACH = lines(
  "pm.test('the answer is an envelope (success true or false)', () => {",
  "  pm.expect(pm.response.json()).to.have.property('success').that.is.a('boolean');",
  '});',
  "const renewed = pm.response.headers.get('authorization');",
  "if (renewed) pm.environment.set('token', renewed);",
);

/** The sign-in's own checks: the token arrives in the authorization header; the organisation as the console picks it. */
const AFTER_SIGN_IN = lines(
  'const body = pm.response.json();',
  "const token = pm.response.headers.get('authorization');",
  "pm.test('signed in, the token in the authorization header', () => {",
  '  pm.expect(body.success).to.eql(true);',
  "  pm.expect(token).to.be.a('string').that.is.not.empty;",
  '});',
  "pm.environment.set('token', token);",
  'const user = body.data || {};',
  "pm.environment.set('userId', user.userId || '');",
  'const refs = user.ugroupRefList || [];',
  'const preferred = user.defaultUgroupRel && user.defaultUgroupRel.relId;',
  'const chosen = refs.find((r) => r.rel && r.rel.relId === preferred) || refs[0];',
  "pm.environment.set('ugroupAddr', chosen ? chosen.ugroup.ugroupAddr : '');",
);

function resolver(doc) {
  const resolve = (schema) => {
    let s = schema;
    for (let i = 0; s && s.$ref && i < 20; i++) {
      s = s.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    }
    return s ?? {};
  };
  return resolve;
}

/** The properties an object schema allows (allOf included). */
function propertiesOf(schema, resolve) {
  const s = resolve(schema);
  const own = { ...(s.properties ?? {}) };
  for (const part of s.allOf ?? []) Object.assign(own, propertiesOf(part, resolve));
  return own;
}

/** An example value built from a schema: its example, else its parts' examples (required fields and exemplified ones). */
function exampleOf(schema, resolve, depth = 0) {
  const s = resolve(schema);
  if (s.example !== undefined) return s.example;
  if (depth > 8) return null;
  if (s.allOf) {
    const parts = s.allOf.map((p) => exampleOf(p, resolve, depth + 1));
    if (parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))) return Object.assign({}, ...parts);
    return parts.find((p) => p !== undefined) ?? null;
  }
  if (s.oneOf || s.anyOf) return exampleOf((s.oneOf ?? s.anyOf)[0], resolve, depth + 1);
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    const required = new Set(s.required ?? []);
    const out = {};
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      if (name === 'ugroupAddr') continue;
      if (required.has(name) || resolve(prop).example !== undefined) out[name] = exampleOf(prop, resolve, depth + 1);
    }
    return out;
  }
  if (type === 'array') return s.items ? [exampleOf(s.items, resolve, depth + 1)] : [];
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return false;
  if (type === 'string') return s.format === 'date-time' ? '2026-01-01T00:00:00.000Z' : 'string';
  return null;
}

/** The example body of an operation, with the organisation (`{{ugroupAddr}}`) where the schema allows it. */
function bodyOf(op, resolve) {
  const content = op.requestBody?.content?.['application/json'];
  if (!content) return null;
  const example =
    content.example ?? Object.values(content.examples ?? {})[0]?.value ?? exampleOf(content.schema, resolve);
  if (!example || typeof example !== 'object' || Array.isArray(example)) return example;
  const allowsOrg = 'ugroupAddr' in propertiesOf(content.schema, resolve);
  return allowsOrg ? { ugroupAddr: '{{ugroupAddr}}', ...example } : example;
}

/** A script in a block of its own (Postman's sandbox has globals such as `data`). */
const script = (listen, exec) => ({ listen, script: { type: 'text/javascript', exec: ['{', ...exec, '}'] } });

function requestItem(doc, resolve, route, method, op, { name, body, events = [] }) {
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  const data = body === undefined ? bodyOf(op, resolve) : body;
  return {
    name: name ?? `${op.summary ?? op.operationId} (${op.operationId})`,
    event: events,
    request: {
      method: method.toUpperCase(),
      description: [op.description, isPublic ? 'No token needed.' : ''].filter(Boolean).join('\n\n'),
      header: [
        ...(isPublic ? [] : [{ key: 'Authorization', value: '{{token}}' }]),
        { key: 'Accept-Language', value: '{{lang}}' },
        { key: 'Content-Type', value: 'application/json' },
      ],
      url: {
        raw: `{{baseUrl}}${route}`,
        host: ['{{baseUrl}}'],
        path: route.split('/').filter(Boolean),
      },
      ...(data == null
        ? {}
        : { body: { mode: 'raw', raw: JSON.stringify(data, null, 2), options: { raw: { language: 'json' } } } }),
    },
  };
}

/** The collection and one environment per fixture account. */
function buildCollection(doc, { accounts, baseUrl = DEFAULT_BASE_URL } = {}) {
  const resolve = resolver(doc);
  const folders = new Map(
    (doc.tags ?? []).map((t) => [t.name, { name: t.name, description: t.description, item: [] }]),
  );
  let signIn = null;
  folders.delete(LAST_FOLDER);
  for (const [route, pathItem] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(pathItem)) {
      if (!op || typeof op !== 'object' || !op.operationId) continue;
      if (op.operationId === SIGN_IN) {
        signIn = requestItem(doc, resolve, route, method, op, {
          name: SIGN_IN_NAME,
          body: { ...bodyOf(op, resolve), loginName: '{{loginName}}', password: '{{password}}' },
          events: [script('test', AFTER_SIGN_IN)],
        });
      }
      const tag = SESSION_ENDING.has(op.operationId) ? LAST_FOLDER : (op.tags?.[0] ?? 'other');
      if (!folders.has(tag)) folders.set(tag, { name: tag, item: [] });
      folders.get(tag).item.push(requestItem(doc, resolve, route, method, op, {}));
    }
  }
  if (!signIn) throw new Error(`openapi.yaml has no operation ${SIGN_IN}`);
  const collection = {
    info: {
      name: doc.info.title,
      description: `${doc.info.description ?? ''}\n\nGenerated from openapi.yaml (version ${doc.info.version}) by \`npm run collection\`. Pick an environment (one per fixture account of the mock), run "${SIGN_IN_NAME}" first: it keeps the token and the organisation in the environment.`,
      schema: SCHEMA,
    },
    event: [script('prerequest', PRE_REQUEST), script('test', AFTER_EACH)],
    item: [
      signIn,
      ...[...folders.values()].filter((f) => f.item.length && f.name !== LAST_FOLDER),
      ...(folders.has(LAST_FOLDER) ? [folders.get(LAST_FOLDER)] : []),
    ],
  };
  const environments = accounts.map((a) => ({
    name: `AISpace mock: ${a.email}`,
    file: `${a.username}.postman_environment.json`,
    content: {
      name: `AISpace mock: ${a.email}`,
      _postman_variable_scope: 'environment',
      values: [
        { key: 'baseUrl', value: baseUrl, type: 'default', enabled: true },
        { key: 'loginName', value: a.email, type: 'default', enabled: true },
        { key: 'password', value: a.password, type: 'secret', enabled: true },
        { key: 'lang', value: 'en', type: 'default', enabled: true },
        { key: 'token', value: '', type: 'secret', enabled: true },
        { key: 'userId', value: '', type: 'default', enabled: true },
        { key: 'ugroupAddr', value: '', type: 'default', enabled: true },
      ],
    },
  }));
  return { collection, environments };
}

/** openapi.yaml and the mock's fixture accounts, as the generator reads them. */
function load() {
  const doc = parse(fs.readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8'));
  const { users } = JSON.parse(fs.readFileSync(path.join(ROOT, 'server-mock/fixtures/accounts.json'), 'utf8'));
  return { doc, accounts: users.map(({ username, email, password }) => ({ username, email, password })) };
}

function write(outDir = OUT) {
  const { doc, accounts } = load();
  const { collection, environments } = buildCollection(doc, { accounts });
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, 'environments'), { recursive: true });
  const file = path.join(outDir, 'aispace-console.postman_collection.json');
  fs.writeFileSync(file, `${JSON.stringify(collection, null, 2)}\n`);
  for (const env of environments) {
    fs.writeFileSync(path.join(outDir, 'environments', env.file), `${JSON.stringify(env.content, null, 2)}\n`);
  }
  const count = collection.item.slice(1).reduce((n, f) => n + f.item.length, 0);
  return { file, count, environments: environments.map((e) => e.file) };
}

module.exports = { SIGN_IN_NAME, buildCollection, exampleOf, load, write };

if (require.main === module) {
  const { file, count, environments } = write();
  console.log(`${path.relative(ROOT, file)}: sign-in and ${count} operations`);
  console.log(`environments (dist-collection/environments/): ${environments.join(', ')}`);
}
