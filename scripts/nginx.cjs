// Serves dist/ through deploy/nginx.conf with real nginx, as production does (the tests' nginx run).
//
//   node scripts/nginx.cjs               finds nginx (installs Debian's package when missing and running as root)
//   node scripts/nginx.cjs serve --port 3103 --upstream http://127.0.0.1:3104 [--dist dist] [--mock-hooks]
//
// `serve` fills the template exactly as the image's envsubst does (LISTEN_PORT, DIST_DIR, API_UPSTREAM and nothing
// else) into a prefix directory under the system's temporary directory, loads Debian's brotli_static module when it is
// installed (through console.d/, as the template describes), and runs nginx in the foreground until SIGTERM or
// SIGINT, then stops it and removes the prefix. --mock-hooks adds a location passing /__mock__/ to the upstream (the
// mock's test hooks, which production never has).
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const TEMPLATE = path.join(ROOT, 'deploy/nginx.conf');
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
/** Debian's libnginx-mod-http-brotli-static. */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** The template's variables: envsubst is given exactly these, so every other `$name` stays nginx's. */
const VARIABLES = ['LISTEN_PORT', 'DIST_DIR', 'API_UPSTREAM'];

function locateNginx() {
  if (process.env.NGINX_PATH) return fs.existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian's packages (a function: which ones, asked once the package lists are fresh). */
function aptInstall(which, log) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const packages = which();
  log(`Installing Debian's ${packages.join(' and ')} (apt-get install -y ${packages.join(' ')})...`);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

function brotliPackageExists() {
  try {
    return /Candidate: (?!\(none\))/.test(
      execFileSync('apt-cache', ['policy', 'libnginx-mod-http-brotli-static'], { encoding: 'utf8' }),
    );
  } catch {
    return false;
  }
}

/**
 * The nginx binary the tests run: NGINX_PATH, else a usual location. Missing and running as root: Debian's `nginx`
 * package (and libnginx-mod-http-brotli-static, so the build's .br files are served) is installed; otherwise the
 * error says which command to run.
 */
function ensureNginx({ log = console.log } = {}) {
  const found = locateNginx();
  if (found) {
    if (fs.existsSync(BROTLI_STATIC) || process.env.NGINX_PATH) return found;
    // Without the module nginx serves the .gz files; with it (Debian's package), the smaller .br ones.
    if (isRoot()) {
      try {
        aptInstall(() => ['libnginx-mod-http-brotli-static'], log);
      } catch (error) {
        log(`Could not install the brotli_static module (${error.message}): nginx serves the .gz files.`);
      }
    } else log(`No brotli_static module at ${BROTLI_STATIC}: nginx serves the .gz files.`);
    return found;
  }
  if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH is set to ${process.env.NGINX_PATH}, but no file is there.`);
  if (!isRoot()) {
    throw new Error(
      "nginx was not found. Install Debian's package as root: `sudo apt-get update && sudo apt-get install -y " +
        'nginx libnginx-mod-http-brotli-static`, or set NGINX_PATH to an nginx binary.',
    );
  }
  aptInstall(() => ['nginx', ...(brotliPackageExists() ? ['libnginx-mod-http-brotli-static'] : [])], log);
  const installed = locateNginx();
  if (!installed) throw new Error('apt-get finished but nginx is still missing.');
  return installed;
}

/** The template with its three variables filled, as `envsubst '${LISTEN_PORT} ${DIST_DIR} ${API_UPSTREAM}'`. */
function renderConfig(values, template = fs.readFileSync(TEMPLATE, 'utf8')) {
  for (const name of VARIABLES) if (!values[name]) throw new Error(`${name} is not set`);
  const names = VARIABLES.join('|');
  return template.replace(
    new RegExp(`\\$(?:\\{(${names})\\}|(${names})(?![A-Za-z0-9_]))`, 'g'),
    (_, braced, bare) => values[braced ?? bare],
  );
}

/** Writes the prefix directory: nginx.conf and console.d/ (brotli when installed, the mock's hooks when asked). */
function preparePrefix({ port, dist, upstream, mockHooks, brotli = fs.existsSync(BROTLI_STATIC) }) {
  const prefix = path.join(os.tmpdir(), `aispace-nginx-${port}`);
  fs.rmSync(prefix, { recursive: true, force: true });
  fs.mkdirSync(path.join(prefix, 'console.d'), { recursive: true });
  // Run as root, nginx's workers are `nobody`: they must read the prefix (temporary directories) and dist/.
  fs.chmodSync(prefix, 0o755);
  const conf = renderConfig({ LISTEN_PORT: String(port), DIST_DIR: path.resolve(dist), API_UPSTREAM: upstream });
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  if (brotli) {
    fs.writeFileSync(path.join(prefix, 'console.d/brotli.main.conf'), `load_module ${BROTLI_STATIC};\n`);
    fs.writeFileSync(path.join(prefix, 'console.d/brotli.server.conf'), 'brotli_static on;\n');
  }
  if (mockHooks) {
    fs.writeFileSync(
      path.join(prefix, 'console.d/mock-hooks.server.conf'),
      `location ^~ /__mock__/ {\n    proxy_pass ${upstream};\n}\n`,
    );
  }
  return prefix;
}

const nginxArgs = (prefix, extra = []) => [
  '-p',
  prefix,
  '-e',
  'stderr',
  '-c',
  path.join(prefix, 'nginx.conf'),
  ...extra,
];

function parseArgs(argv) {
  const args = { dist: 'dist', mockHooks: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--port') args.port = Number(argv[++i]);
    else if (flag === '--upstream') args.upstream = argv[++i];
    else if (flag === '--dist') args.dist = argv[++i];
    else if (flag === '--mock-hooks') args.mockHooks = true;
    else throw new Error(`unknown argument ${flag}`);
  }
  if (!args.port || !args.upstream) throw new Error('serve needs --port N and --upstream http://host:port');
  return args;
}

function serve(argv) {
  const args = parseArgs(argv);
  const nginx = ensureNginx();
  if (!fs.existsSync(path.join(args.dist, 'index.html')))
    throw new Error(`${args.dist}/index.html is missing: build first`);
  const prefix = preparePrefix(args);
  // The access log goes to /dev/stdout, which nginx opens by name: that works for a terminal, a file or a pipe but
  // not for the socket Node gives a child for its output, so the log lands in a file of the prefix.
  const accessLog = fs.openSync(path.join(prefix, 'access.log'), 'a');
  const stdio = ['ignore', accessLog, 'inherit'];
  execFileSync(nginx, nginxArgs(prefix, ['-t', '-q']), { stdio });
  const child = spawn(nginx, nginxArgs(prefix, ['-g', 'daemon off;']), { stdio });
  console.log(`nginx ${nginx} serving ${path.resolve(args.dist)} on port ${args.port}, /api/ to ${args.upstream}`);
  const cleanUp = () => fs.rmSync(prefix, { recursive: true, force: true });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    child.kill('SIGTERM'); // nginx's fast shutdown
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code, signal) => {
    cleanUp();
    process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
  });
}

module.exports = { BROTLI_STATIC, VARIABLES, ensureNginx, locateNginx, renderConfig, preparePrefix, nginxArgs };

if (require.main === module) {
  try {
    const [command, ...rest] = process.argv.slice(2);
    if (command === 'serve') serve(rest);
    else console.log(ensureNginx());
  } catch (error) {
    console.error(String(error.message ?? error));
    process.exit(1);
  }
}
