// Finds the Chromium that end-to-end tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// When missing and running as root, installs Debian's `chromium` package; otherwise says exactly what to do.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function locateChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function ensureChromium({ log = console.log } = {}) {
  const found = locateChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'Chromium was not found at /usr/bin/chromium. Install Debian\'s package as root: ' +
        '`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  log('Chromium not found: installing Debian\'s chromium package (apt-get install -y chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = locateChromium();
  if (!installed) throw new Error('apt-get finished but /usr/bin/chromium is still missing.');
  return installed;
}

module.exports = { CHROMIUM_ARGS, locateChromium, ensureChromium };

if (require.main === module) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(String(error.message ?? error));
    process.exit(1);
  }
}
