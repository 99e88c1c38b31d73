// The mock at scale (issue 26), a step of `npm run bench` that also runs alone:
//   node scripts/bench-mock.mjs [--scale N] [--port N] [--seconds N] [--mixed N] [--with-app [--runs N]] [--json FILE]
// Starts the mock with MOCK_SCALE=1000 (about 130,000 instances, 64,000 GPUs, 220,000 orders) and reports:
//   - the start-up time (spawn → listening) and the mock's RSS after start;
//   - list calls at 50 concurrent keep-alive connections (a closed loop: each connection sends its next call when
//     the previous one is answered), median and p99 of the client-side latency: the instances list page 1 with a
//     sort and a filter, and deep pages spread over the whole list (so the mock's read cache seldom answers);
//   - the RSS growth over 10,000 mixed calls (lists of several areas with different sorts, filters and pages,
//     details, a few writes).
// Each load starts after a one-second warm-up of the same calls (the first call of a sort builds its index).
// `--with-app` serves dist/ too and adds the grid's paint timings at that scale (Chromium); `--json` writes the
// figures and details to a file. Prints a table with the machine and exits 1 when a figure is over its budget.
// scripts/bench.mjs runs this file as a process of its own (--with-app --json), so the client that times the calls
// is a fresh Node process, not one that has just driven Chromium, Lighthouse and autocannon.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchMock } from './bench-support.mjs';

export const MOCK_BUDGETS = {
  listMedianMs: 5,
  listP99Ms: 20,
  rssAfterStartMb: 1024,
  rssGrowthMb: 100,
};

const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** Resident set size of a process in MB (ps: Linux and macOS). */
function rssMb(pid) {
  const out = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return Number(out) / 1024;
}

/** A deterministic stream of numbers (the calls are the same on every run). */
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runMockBench({
  scale = 1000,
  port = 3402,
  seconds = 10,
  mixedCalls = 10_000,
  log = (...a) => console.log('[bench-mock]', ...a),
  /** Serve this folder (the built app) too, and after the mock's own figures call `withApp(base, storage)`. */
  staticDir = null,
  withApp = null,
} = {}) {
  const BASE = `http://127.0.0.1:${port}`;
  const API = '/api/aispace';
  const started = Date.now();
  const { server, stop } = await startBenchMock({ port, scale, staticDir, timeoutMs: 600_000 });
  try {
    const startSeconds = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const rssStart = rssMb(server.pid);
    log(`MOCK_SCALE=${scale}: listening after ${round(startSeconds)} s, RSS ${round(rssStart)} MB`);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    let token = '';
    const post = (op, body) =>
      new Promise((resolve, reject) => {
        const payload = JSON.stringify(body);
        const req = http.request(
          `${BASE}${API}/${op}`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              'accept-language': 'en',
              ...(token ? { authorization: token } : {}),
            },
          },
          (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    const json = async (op, body) => JSON.parse(String((await post(op, body)).text));

    // sign in (the demo account, its default organisation)
    const login = await post('userman/consume_user/login', { loginName: 'demo@aispace.dev', password: 'Demo@1234' });
    token = login.headers.authorization;
    const me = JSON.parse(String(login.text)).data;
    const ref = me.ugroupRefList.find((x) => x.rel.relId === me.defaultUgroupRel?.relId) ?? me.ugroupRefList[0];
    const ugroupAddr = ref.ugroup.ugroupAddr;
    const total = (await json('aispweb/instance/query', { ugroupAddr, pageNum: 1, pageSize: 1 })).data.total;
    log(`instances in demo-lab: ${total}`);

    /** 50 connections in a closed loop for `secs` seconds; `next()` gives each call's [op, body]. */
    const load = async (next, secs, connections = 50) => {
      const latencies = [];
      let errors = 0;
      const end = Date.now() + secs * 1000;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (Date.now() < end) {
            const [op, body] = next();
            const t0 = process.hrtime.bigint();
            const r = await post(op, { ugroupAddr, ...body });
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            if (r.status !== 200 || !r.text.includes('"success":true')) errors += 1;
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      return {
        requests: latencies.length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        errors,
      };
    };
    const measured = async (name, next) => {
      await load(next, 1);
      const r = await load(next, seconds);
      log(`${name}: ${r.requests} calls, median ${round(r.p50, 2)} ms, p99 ${round(r.p99, 2)} ms, errors ${r.errors}`);
      return r;
    };

    // 1. page 1 of the instances, sorted and filtered (a few sorts and filters in turn)
    const FIRST = [
      { sortField: 'createdAt', sortOrder: 'desc', statuses: ['running'] },
      { sortField: 'name', sortOrder: 'asc', type: 'interactive' },
      { sortField: 'runtimeSeconds', sortOrder: 'desc', statuses: ['running', 'creating'], type: 'nonInteractive' },
      { sortField: 'status', sortOrder: 'asc', keyword: 'llama' },
    ];
    let k = 0;
    const firstPage = await measured('instances page 1, sorted and filtered', () => [
      'aispweb/instance/query',
      { pageNum: 1, pageSize: 20, ...FIRST[k++ % FIRST.length] },
    ]);

    // 2. deep pages: every call a different page of the sorted list (the read cache seldom has it)
    const pages = Math.floor(total / 20);
    const rnd = seeded(26);
    const deepPage = await measured('instances deep pages, sorted', () => [
      'aispweb/instance/query',
      {
        pageNum: 1 + Math.floor(pages / 2 + rnd() * (pages / 2)),
        pageSize: 20,
        sortField: rnd() < 0.5 ? 'createdAt' : 'name',
        sortOrder: rnd() < 0.5 ? 'desc' : 'asc',
      },
    ]);

    // 3. memory over 10,000 mixed calls
    const someInstances = (await json('aispweb/instance/query', { ugroupAddr, pageNum: 1, pageSize: 100 })).data.list;
    const running = someInstances.filter((i) => i.status === 'running').map((i) => i.id);
    const nodeIds = (await json('aispweb/node/query', { ugroupAddr, pageNum: 1, pageSize: 100 })).data.list.map(
      (n) => n.id,
    );
    const orderIds = (await json('aispweb/order/query', { ugroupAddr, pageNum: 1, pageSize: 100 })).data.list.map(
      (o) => o.orderId,
    );
    const mrnd = seeded(1000);
    const pick = (xs) => xs[Math.floor(mrnd() * xs.length)];
    const pageOf = (n) => 1 + Math.floor(mrnd() ** 3 * n);
    const order = () => (mrnd() < 0.5 ? 'asc' : 'desc');
    const stamp = Date.now().toString(36);
    let groupSeq = 0;
    const groups = [];
    const MIXED = [
      [
        30,
        () => [
          'aispweb/instance/query',
          {
            pageNum: pageOf(500),
            pageSize: pick([10, 20, 50]),
            sortField: pick(['name', 'status', 'builder', 'createdAt', 'runtimeSeconds']),
            sortOrder: order(),
            ...pick([
              {},
              { statuses: ['running'] },
              { type: 'interactive' },
              { keyword: pick(['llama', 'qwen', 'b7', '-0']) },
              { gpuModel: 'NVIDIA A100 80GB' },
              { statuses: ['archived', 'removed_success'], type: 'nonInteractive' },
            ]),
          },
        ],
      ],
      [
        12,
        () => [
          'aispweb/gpu/query',
          {
            pageNum: pageOf(300),
            pageSize: 20,
            ...pick([{}, { sortField: 'id', sortOrder: order() }, { model: 'NVIDIA A100 80GB' }]),
          },
        ],
      ],
      [
        2,
        () => [
          'aispweb/gpu/query',
          { pageNum: pageOf(10), pageSize: 20, sortField: 'gpuUtilization', sortOrder: order() },
        ],
      ],
      [
        10,
        () => [
          'aispweb/order/query',
          {
            pageNum: pageOf(1000),
            pageSize: pick([10, 20]),
            ...pick([
              {},
              { sortField: 'createdAt', sortOrder: order() },
              { sortField: 'amount', sortOrder: order() },
              { status: 'paid' },
              { keyword: 'ins-0' },
            ]),
          },
        ],
      ],
      [
        8,
        () => [
          'aispweb/node/query',
          { pageNum: pageOf(50), pageSize: 20, ...pick([{}, { sortField: 'name', sortOrder: order() }]) },
        ],
      ],
      [4, () => ['aispweb/compute_group/query', { pageNum: pageOf(20), pageSize: 20 }]],
      [4, () => ['aispweb/member/query', { pageNum: pageOf(50), pageSize: 20, keyword: pick(['', 'a', 'li']) }]],
      [4, () => ['aispweb/deploy_record/query', { pageNum: pageOf(100), pageSize: 20 }]],
      [
        4,
        () => [
          'aispweb/audit_log/query',
          { instanceId: pick(someInstances).id, pageNum: 1, pageSize: 20, sortField: 'time', sortOrder: order() },
        ],
      ],
      [12, () => ['aispweb/instance/detail', { id: pick(someInstances).id }]],
      [4, () => ['aispweb/node/detail', { nodeId: pick(nodeIds) }]],
      [4, () => ['aispweb/order/detail', { orderId: pick(orderIds) }]],
      [
        0.5,
        () => {
          const name = `bench-${stamp}-${(groupSeq += 1)}`;
          groups.push(name);
          return ['aispweb/compute_group/create', { name }];
        },
      ],
      [0.3, () => ['aispweb/instance/restart', { id: pick(running) }]],
    ];
    const weight = MIXED.reduce((s, [w]) => s + w, 0);
    const mixedNext = () => {
      let r = mrnd() * weight;
      for (const [w, make] of MIXED) if ((r -= w) < 0) return make();
      return MIXED[0][1]();
    };
    let sent = 0;
    let mixedErrors = 0;
    const failures = new Map();
    const perOp = new Map();
    const mixedStarted = Date.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (sent < mixedCalls) {
          sent += 1;
          const [op, body] = mixedNext();
          const t0 = process.hrtime.bigint();
          const r = await post(op, { ugroupAddr, ...body });
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          const stat = perOp.get(op) ?? { calls: 0, ms: 0, max: 0 };
          perOp.set(op, { calls: stat.calls + 1, ms: stat.ms + ms, max: Math.max(stat.max, ms) });
          if (r.status !== 200 || !r.text.includes('"success":true')) {
            mixedErrors += 1;
            if (!failures.has(op)) failures.set(op, `${r.status} ${String(r.text).slice(0, 200)}`);
          }
        }
      }),
    );
    const mixedSeconds = (Date.now() - mixedStarted) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const rssEnd = rssMb(server.pid);
    log(
      `${mixedCalls} mixed calls in ${round(mixedSeconds)} s (${mixedErrors} not successful), RSS ${round(rssStart)} → ${round(rssEnd)} MB`,
    );
    // A restart of an instance already restarting is refused: a business answer, not a failure of the mock.
    for (const [op, why] of failures) log(`  not successful: ${op}: ${why}`);
    for (const [op, st] of [...perOp].sort((a, b) => b[1].ms - a[1].ms))
      log(`  ${op}: ${st.calls} calls, mean ${round(st.ms / st.calls, 2)} ms, max ${round(st.max)} ms`);
    agent.destroy();

    const figures = [
      { figure: `mock start-up at MOCK_SCALE=${scale} (s)`, value: startSeconds, budget: 120, better: 'lower' },
      {
        figure: `mock RSS after start at MOCK_SCALE=${scale} (MB)`,
        value: rssStart,
        budget: MOCK_BUDGETS.rssAfterStartMb,
        better: 'lower',
      },
      {
        figure: `mock RSS growth over ${mixedCalls} mixed calls (MB)`,
        value: rssEnd - rssStart,
        budget: MOCK_BUDGETS.rssGrowthMb,
        better: 'lower',
      },
      ...[
        ['instances page 1, sorted and filtered', firstPage],
        ['instances deep pages', deepPage],
      ].flatMap(([name, r]) => [
        {
          figure: `mock at ${scale}: ${name}, 50 connections: median (ms)`,
          value: r.p50,
          budget: MOCK_BUDGETS.listMedianMs,
          better: 'lower',
        },
        {
          figure: `mock at ${scale}: ${name}, 50 connections: p99 (ms)`,
          value: r.p99,
          budget: MOCK_BUDGETS.listP99Ms,
          better: 'lower',
        },
        { figure: `mock at ${scale}: ${name}, 50 connections: errors`, value: r.errors, budget: 0, better: 'lower' },
      ]),
    ];
    if (withApp) {
      log('the built app against this mock');
      figures.push(
        ...(await withApp(`http://localhost:${port}`, { token, userId: me.userId, accountAddr: ugroupAddr })),
      );
    }
    return {
      figures,
      details: {
        scale,
        startSeconds,
        rssStartMb: rssStart,
        rssEndMb: rssEnd,
        firstPage,
        deepPage,
        mixed: {
          calls: mixedCalls,
          seconds: mixedSeconds,
          notSuccessful: mixedErrors,
          groupsCreated: groups.length,
          perOperation: Object.fromEntries(perOp),
        },
      },
    };
  } finally {
    stop();
  }
}

/**
 * The built app's grid timings against this mock at scale (`--with-app`): the first page painted after its list
 * answer and a sort change repainted, in Chromium.
 */
async function appFigures(base, storage, runs) {
  const [{ chromium }, { gridTimings }, { default: chromiumFinder }] = await Promise.all([
    import('@playwright/test'),
    import('./bench-grid.mjs'),
    import('./chromium.cjs'),
  ]);
  const browser = await chromium.launch({
    executablePath: chromiumFinder.ensureChromium(),
    args: chromiumFinder.CHROMIUM_ARGS,
  });
  try {
    const t = await gridTimings(browser, base, { ...storage, locale: 'en-US' }, { runs });
    return [
      {
        figure: 'MOCK_SCALE=1000: grid first page painted after its list response (ms)',
        value: t.firstPaint,
        budget: 300,
        better: 'lower',
      },
      { figure: 'MOCK_SCALE=1000: sort change repainted (ms)', value: t.sortRepaint, budget: 150, better: 'lower' },
    ];
  } finally {
    await browser.close();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const argv = process.argv.slice(2);
  const flag = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? Number(argv[i + 1]) : fallback;
  };
  const jsonAt = argv.includes('--json') ? argv[argv.indexOf('--json') + 1] : null;
  const withApp = argv.includes('--with-app');
  const result = await runMockBench({
    scale: flag('scale', 1000),
    port: flag('port', Number(process.env.BENCH_MOCK_PORT ?? 3402)),
    seconds: flag('seconds', 10),
    mixedCalls: flag('mixed', 10_000),
    ...(withApp ? { staticDir: 'dist', withApp: (base, storage) => appFigures(base, storage, flag('runs', 5)) } : {}),
  });
  if (jsonAt) writeFileSync(jsonAt, JSON.stringify(result));
  const { figures } = result;
  const rows = figures.map((f) => {
    const value = round(f.value);
    const pass = f.better === 'lower' ? value <= f.budget : value >= f.budget;
    return { ...f, value, pass };
  });
  console.log(
    [
      '',
      '| figure | value | budget | result |',
      '|---|---|---|---|',
      ...rows.map((f) => `| ${f.figure} | ${f.value} | ≤ ${f.budget} | ${f.pass ? 'pass' : 'FAIL'} |`),
      '',
    ].join('\n'),
  );
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ` +
      `load ${os
        .loadavg()
        .map((l) => round(l, 2))
        .join(' ')}`,
  );
  process.exit(rows.every((f) => f.pass) ? 0 : 1);
}
