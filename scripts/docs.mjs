// `npm run docs`: the API reference (Redocly, one HTML file) and the page for backend teams, in dist-docs/:
//   index.html          for backend teams: verifying a server, conventions, business rules, statuses
//   api-reference.html  every operation of openapi.yaml
//   openapi.yaml        the contract
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import backendPage from './backendPage.cjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist-docs');
const contract = path.join(root, 'openapi.yaml');

const reference = spawnSync(
  path.join(root, 'node_modules/.bin/redocly'),
  ['build-docs', 'openapi.yaml', '--inlineBundle', '-o', 'dist-docs/api-reference.html'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
if (reference.status !== 0) process.exit(reference.status ?? 1);

const doc = parse(fs.readFileSync(contract, 'utf8'));
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
fs.mkdirSync(out, { recursive: true });
fs.copyFileSync(contract, path.join(out, 'openapi.yaml'));
fs.writeFileSync(
  path.join(out, 'index.html'),
  backendPage.renderBackendPage(doc, { hasVerifyScript: Boolean(scripts['contract:verify']) }),
);
console.log('dist-docs/index.html (for backend teams), dist-docs/api-reference.html, dist-docs/openapi.yaml');
