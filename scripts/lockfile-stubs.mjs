// Adds lock entries for platform-only optional packages the registry here does not serve (e.g. @swc/core's darwin and
// win32 builds). npm records none for them, and `npm ci` then refuses the lock as out of sync. Each stub carries its
// os/cpu, so npm skips it on this platform. Run after every `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path.startsWith('node_modules/') || path === '' ? 'node_modules/' : `${path}/node_modules/`;
    if (packages[`node_modules/${name}`] || packages[`${base}${name}`]) continue;
    const segments = name.split(/[-/]/);
    const os = OS.filter((o) => segments.includes(o));
    const cpu = CPU.filter((c) => segments.includes(c));
    if (os.length === 0 && cpu.length === 0) continue;
    packages[`node_modules/${name}`] = { version, dev: Boolean(entry.dev), optional: true, ...(os.length ? { os } : {}), ...(cpu.length ? { cpu } : {}) };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-stubs: ${added} platform-only optional package(s) stubbed`);
