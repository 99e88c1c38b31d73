// Issue 27: every screen that shows the same thing agrees — the mock's fixtures and lifecycles tell one story
// (the home's spend is the orders' money, a new row holds what its creator entered, ...).
import zlib from 'node:zlib';
import type { MockServer } from '../../../server-mock/server';
import { initialEnableValues, lowestPrice, plansOf } from '../../../src/features/apps/enable';
import { ACCOUNTS, type Client, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock();
  demo = await signedIn(mock.url, ACCOUNTS.demo);
});
afterAll(() => mock.close());

describe('console home', () => {
  it('gives a new organisation no spend and no chart', async () => {
    const c = await signedIn(mock.url, ACCOUNTS.neworg);
    c.ugroupAddr = undefined;
    const created = await c.call('userman/consume_account/add', { name: 'spend-check-lab', type: 'business' });
    expect(created.body.success).toBe(true);
    c.ugroupAddr = created.body.data.ugroupAddr;
    const o = (await c.call('aispweb/home/overview')).body.data;
    expect(o).toMatchObject({ monthSpend: 0, spendSeries: [], totalInstances: 0, gpusTotal: 0 });
    expect((await c.call('aispweb/order/query', { pageSize: 1 })).body.data.total).toBe(0);
  });

  it('sums this month’s paid orders of the organisation, day by day', async () => {
    const o = (await demo.call('aispweb/home/overview')).body.data;
    const now = new Date(mock.state.now());
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const orders = mock.state
      .collection('Order')
      .rows.filter(
        (r) =>
          r._org === 'ug-1001' && r.paidAt && Date.parse(String(r.paidAt)) >= monthStart && r.status !== 'cancelled',
      );
    const expected = orders.reduce((s, r) => s + (r.transactionType === 'refund' ? -1 : 1) * Number(r.amount), 0);
    expect(o.monthSpend).toBeCloseTo(expected, 2);
    const series = o.spendSeries.reduce((s: number, p: { amount: number }) => s + p.amount, 0);
    expect(series).toBeCloseTo(o.monthSpend, 1);
  });
});

describe('a new row holds what its creator entered', () => {
  const sampleTexts = async (p: string, id: string): Promise<Record<string, unknown>> => {
    const list = (await demo.call(p, { pageSize: 100, keyword: id })).body.data.list as Array<Record<string, unknown>>;
    return list.find((r) => r.id === id) ?? {};
  };

  it('a dataset without description or format has neither', async () => {
    const r = await demo.call('aispweb/dataset/create', { name: 'blank-dataset', purpose: 'training' });
    expect(r.body.success).toBe(true);
    expect(r.body.data.description ?? null).toBeNull();
    expect(r.body.data.format ?? null).toBeNull();
    const listed = await sampleTexts('aispweb/dataset/query', r.body.data.id);
    expect(listed.description ?? null).toBeNull();
    expect(listed.format ?? null).toBeNull();
    expect(listed.tags ?? []).toEqual([]);
  });

  it('a model without description, framework or size has none of them', async () => {
    const r = await demo.call('aispweb/model/create', { name: 'blank-model', family: 'llama' });
    expect(r.body.success).toBe(true);
    for (const k of ['description', 'framework', 'parameterSize']) expect(r.body.data[k] ?? null).toBeNull();
  });

  it('a compute group and a resource queue without description have none', async () => {
    const g = await demo.call('aispweb/compute_group/create', { name: 'blank.group', nodeIds: [] });
    expect(g.body.success).toBe(true);
    expect(g.body.data.description ?? null).toBeNull();
    const detail = await demo.call('aispweb/compute_group/detail', { groupId: g.body.data.id });
    expect(detail.body.data.description ?? null).toBeNull();
    const q = await demo.call('aispweb/queue/create', { name: 'blank.queue', gpuQuota: 4 });
    expect(q.body.success).toBe(true);
    expect(q.body.data.description ?? null).toBeNull();
    expect(q.body.data.groupId ?? null).toBeNull();
  });
});

describe('deploy and release history', () => {
  const all = async (p: string): Promise<Array<Record<string, unknown>>> => {
    const rows: Array<Record<string, unknown>> = [];
    for (let pageNum = 1; ; pageNum++) {
      const d = (await demo.call(p, { pageSize: 100, pageNum })).body.data;
      rows.push(...d.list);
      if (rows.length >= d.total || !d.list.length) return rows;
    }
  };

  it('dates every release and deployment in the past', async () => {
    const now = mock.state.now();
    for (const p of ['aispweb/release_record/query', 'aispweb/deploy_record/query'])
      for (const r of await all(p)) {
        expect(Date.parse(String(r.startedAt))).toBeLessThanOrEqual(now);
        if (r.finishedAt) expect(Date.parse(String(r.finishedAt))).toBeLessThanOrEqual(now);
      }
  });

  it('opens, from a deployment’s record, the service that deployment made (named after its instance)', async () => {
    const linked = (await all('aispweb/deploy_record/query')).filter((r) => r.assemblyId);
    expect(linked.length).toBeGreaterThan(10);
    for (const r of linked) {
      const d = await demo.call('aispweb/assembly/detail', { id: r.assemblyId, assemAddr: r.assemAddr });
      expect(d.body.data.name).toBe(r.instanceName);
    }
  });

  it('has no deployed service half-way through a change that never ends', () => {
    for (const a of mock.state.collection('AssemblyService').rows) {
      expect(a.status).toBe('running');
      expect(a.readyReplicas).toBe(a.replicas);
    }
  });
});

describe('dedicated requests', () => {
  it('has no fixture request left allocating (allocation lasts while its machines come online)', async () => {
    const r = await demo.call('aispweb/dedicated/query', { status: 'allocated', pageSize: 100 });
    expect(r.body.data.total).toBe(0);
    const active = await demo.call('aispweb/dedicated/query', { status: 'active', pageSize: 100 });
    expect(active.body.data.total).toBeGreaterThan(2);
  });
});

describe('management panel of an instance', () => {
  const VRAM_MIB: Record<string, number> = {
    'NVIDIA A100 80GB': 81920,
    'NVIDIA H800 80GB': 81920,
    'NVIDIA L40S 48GB': 49152,
    'NVIDIA RTX 4090 24GB': 24576,
  };

  it('shows VRAM in use within the VRAM of the instance’s GPUs', async () => {
    const running = (await demo.call('aispweb/instance/query', { statuses: ['running'], pageSize: 100 })).body.data
      .list as Array<{ id: string; gpuCount: number; gpuModel: string }>;
    expect(running.some((i) => i.gpuModel === 'NVIDIA RTX 4090 24GB')).toBe(true);
    for (const inst of running) {
      const m = await demo.call('aispweb/instance/metrics', { id: inst.id, range: '24h', metrics: ['vramUsage'] });
      const cap = inst.gpuCount * VRAM_MIB[inst.gpuModel];
      const values = m.body.data.series[0].points.map((p: { value: number }) => p.value);
      expect(Math.max(...values)).toBeLessThanOrEqual(cap);
      expect(Math.max(...values)).toBeGreaterThan(0);
    }
  });

  it('offers every tool of a running instance, SSH included, and none of a stopped one', async () => {
    const running = (await demo.call('aispweb/instance/query', { statuses: ['running'], pageSize: 20 })).body.data.list;
    for (const inst of running as Array<{ tools: Array<{ name: string; url: string | null }>; sshCommand: string }>) {
      for (const tool of inst.tools) expect(tool.url).toEqual(expect.any(String));
      const ssh = inst.tools.find((x) => x.name === 'ssh')!;
      const port = /-p (\d+)/.exec(inst.sshCommand)![1];
      expect(ssh.url).toBe(`ssh://root@ssh.aispace.dev:${port}`);
    }
    const stopped = (await demo.call('aispweb/instance/query', { statuses: ['removed_success'], pageSize: 5 })).body
      .data.list;
    for (const inst of stopped as Array<{ tools: Array<{ url: string | null }> }>)
      for (const tool of inst.tools) expect(tool.url).toBeNull();
  });
});

describe('usage metrics and the API key list', () => {
  const PERIODS = ['today', 'yesterday', 'last7days', 'last15days'];

  it('gives calls only to keys that were used, and adds them up to the headline', async () => {
    const keys = (await demo.call('aispweb/api_key/query', { pageSize: 100 })).body.data.list as Array<{
      id: string;
      name: string;
      status: string;
      lastUsedAt: string | null;
    }>;
    const never = keys.filter((k) => !k.lastUsedAt);
    expect(never.some((k) => k.status === 'revoked')).toBe(true);
    for (const period of PERIODS) {
      const [summary, byKey, byApi] = await Promise.all([
        demo.call('aispweb/metrics/summary', { period }),
        demo.call('aispweb/metrics/by_key', { period }),
        demo.call('aispweb/metrics/by_api', { period }),
      ]);
      const total = summary.body.data.totalCalls;
      const items = byKey.body.data.items as Array<{ key: string; calls: number }>;
      expect(items.reduce((s, i) => s + i.calls, 0)).toBe(total);
      expect(byApi.body.data.items.reduce((s: number, i: { calls: number }) => s + i.calls, 0)).toBe(total);
      for (const k of never) expect(items.find((i) => i.key === k.id)?.calls ?? 0).toBe(0);
    }
  });

  it('has no calls of a key after its last use', async () => {
    const keys = (await demo.call('aispweb/api_key/query', { pageSize: 100 })).body.data.list as Array<{
      id: string;
      lastUsedAt: string | null;
    }>;
    for (const k of keys.filter((x) => x.lastUsedAt).slice(0, 8)) {
      const series = await demo.call('aispweb/metrics/series', { period: 'last15days', keyId: k.id });
      for (const p of series.body.data.points as Array<{ time: string; calls: number }>)
        if (Date.parse(p.time) > Date.parse(k.lastUsedAt!)) expect(p.calls).toBe(0);
    }
  });
});

describe('API service documentation', () => {
  const ENDPOINTS: Record<string, string> = {
    'app-ocr': '/v1/ocr',
    'app-asr': '/v1/audio/transcriptions',
    'app-translate': '/v1/translate',
    'app-chat': '/v1/chat/completions',
    'app-tts': '/v1/audio/speech',
    'app-search': '/v1/search',
  };

  it('describes the service’s own API: text to speech speaks, the team chat assistant chats', async () => {
    const tts = (await demo.call('aispweb/api_service/detail', { serviceId: 'as-23' })).body.data;
    expect(tts.name).toMatch(/^Text to speech/);
    expect(tts.endpoint).toBe('https://api.aispace.dev/v1/audio/speech');
    expect(tts.responseExample).not.toContain('How can I help');
    const chat = (await demo.call('aispweb/api_service/detail', { serviceId: 'as-12' })).body.data;
    expect(chat.name).toMatch(/^Team chat assistant/);
    expect(chat.endpoint).toBe('https://api.aispace.dev/v1/chat/completions');
  });

  it('gives every service the endpoint of its application', async () => {
    const services = mock.state.collection('ApplicationService').rows.filter((r) => r._org === 'ug-1001');
    for (const svc of services) {
      const slug = String(svc.appId).replace(/-\d+$/, '');
      if (!ENDPOINTS[slug]) continue;
      const d = (await demo.call('aispweb/api_service/detail', { serviceId: svc.id })).body.data;
      expect(d.endpoint).toBe(`https://api.aispace.dev${ENDPOINTS[slug]}`);
    }
  });
});

describe('prices', () => {
  it('an application card’s “from” price is the price of the plan enabling it with the defaults orders', async () => {
    const apps = (await demo.call('aispweb/app/query', { pageSize: 100 })).body.data.list;
    expect(apps.length).toBeGreaterThan(8);
    for (const app of apps) {
      const low = lowestPrice(app)!;
      const plans = plansOf(app);
      const first = plans.find((p) => p.key === initialEnableValues(app).plan)!;
      expect(first).toEqual(low);
      // a longer period costs more than a shorter one, and never less per day
      const prepaid = (mode: string) => plans.find((p) => p.billingMode === mode && p.payType === 'prepaid')!.amount!;
      expect(prepaid('monthly')).toBeGreaterThan(prepaid('daily'));
      expect(prepaid('annual')).toBeGreaterThan(prepaid('monthly'));
    }
    const ocrPro = apps.find((a: { name: string }) => a.name === 'Document OCR Pro');
    const low = lowestPrice(ocrPro)!;
    const enabled = await demo.call('aispweb/app/enable', {
      appId: ocrPro.id,
      accessMethod: ocrPro.accessMethods[0],
      resourceMode: ocrPro.resourceModes[0],
      billingMode: low.billingMode,
      payType: low.payType,
      periods: 1,
    });
    expect(enabled.body.success).toBe(true);
    const orders = (await demo.call('aispweb/order/query', { pageSize: 5, category: 'application' })).body.data.list;
    const order = orders.find((o: { serviceAddress: string }) => o.serviceAddress === enabled.body.data.id);
    expect(order).toMatchObject({ billingMode: low.billingMode, amount: low.amount });
  });
});

describe('tasks', () => {
  it('name each task’s queue as the queue list does, within its quota', async () => {
    const queues = new Map(
      (
        (await demo.call('aispweb/queue/query', { pageSize: 100 })).body.data.list as Array<{
          id: string;
          name: string;
          gpuQuota: number;
        }>
      ).map((q) => [q.id, q]),
    );
    const list = (await demo.call('aispweb/task/query', { pageSize: 100 })).body.data.list as Array<{
      queueId: string;
      queueName: string;
      gpuCount: number;
    }>;
    expect(list.length).toBeGreaterThan(20);
    for (const t of list) {
      expect(queues.get(t.queueId)?.name).toBe(t.queueName);
      expect(t.gpuCount).toBeLessThanOrEqual(queues.get(t.queueId)!.gpuQuota);
    }
  });

  it('has templates with one name each and a GPU count the create form accepts', async () => {
    const list = (await demo.call('aispweb/task_template/query', { pageSize: 100 })).body.data.list as Array<{
      name: string;
      gpuCount: number;
    }>;
    expect(new Set(list.map((t) => t.name)).size).toBe(list.length);
    for (const t of list) expect(t.gpuCount).toBeGreaterThanOrEqual(1);
  });

  it('logs what a training task prints, and nothing after it finished', async () => {
    const list = (await demo.call('aispweb/task/query', { pageSize: 100 })).body.data.list as Array<{
      id: string;
      status: string;
      finishedAt: string | null;
    }>;
    for (const t of list.filter((x) => x.status !== 'queued').slice(0, 10)) {
      const logs = (await demo.call('aispweb/task/logs', { id: t.id, tailLines: 500 })).body.data;
      for (const l of logs.lines as Array<{ time: string; message: string }>) {
        expect(l.message).not.toMatch(/^(GET|POST) \/|Server started/);
        if (t.finishedAt) expect(Date.parse(l.time)).toBeLessThanOrEqual(Date.parse(t.finishedAt));
      }
    }
  });
});

describe('deploy quote', () => {
  it('prices the GPU model chosen: an A100 costs an A100’s price, not the default RTX 4090’s', async () => {
    const svc = mock.state.collection('DeployService').get('svc-bert-lite')!;
    expect(svc.gpuModel).toBe('NVIDIA RTX 4090 24GB');
    // the service's own (RTX 4090) price of a day: 3.20 an hour
    expect((svc.prices as Array<{ billingMode: string; amount: number }>)[0]).toMatchObject({
      billingMode: 'daily',
      amount: 76.8,
    });
    const a100 = await demo.call('aispweb/deployment/quote', {
      serviceId: 'svc-bert-lite',
      image: svc.baseImage,
      gpuModel: 'NVIDIA A100 80GB',
      gpuCount: 2,
      billingMode: 'daily',
      payType: 'postpaid',
      cprsSource: 'indiv',
    });
    expect(a100.body).toMatchObject({ success: true, data: { gpuCount: 2, amount: 475.2 } }); // 2 × 9.90 × 24
  });
});

describe('instance data downloads', () => {
  const link = async (path: string) => {
    const running = (await demo.call('aispweb/instance/query', { statuses: ['running'], pageSize: 1 })).body.data
      .list[0];
    return (await demo.call('aispweb/instance/download_data', { id: running.id, path })).body.data;
  };

  it('packs a folder as <folder>.tar.gz, as the dialog says, and serves it under that name', async () => {
    const answer = await link('/root/output');
    expect(answer.fileName).toBe('output.tar.gz');
    const res = await fetch(`${mock.url}${answer.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/gzip/);
    expect(res.headers.get('content-disposition')).toContain('filename="output.tar.gz"');
    const tar = zlib.gunzipSync(Buffer.from(await res.arrayBuffer()));
    expect(tar.subarray(0, 100).toString('utf8').replace(/\0+$/, '')).toBe('output/README.txt');
    expect(tar.subarray(257, 262).toString('utf8')).toBe('ustar');
  });

  it('serves a file as itself, and nothing for a link it never signed', async () => {
    const answer = await link('/root/train.py');
    expect(answer.fileName).toBe('train.py');
    const res = await fetch(`${mock.url}${answer.url}`);
    expect(res.headers.get('content-disposition')).toContain('filename="train.py"');
    expect(await res.text()).toContain('/root/train.py');
    expect((await fetch(`${mock.url}/files/signed/ins-0001/0000000000000000`)).status).toBe(404);
  });
});

describe('GPU list sorting', () => {
  it.each(['gpuUtilization', 'vramUtilization'])('sorts by %s as the rows show it, on the server', async (field) => {
    const ask = (pageNum: number, pageSize: number, sortOrder: string) =>
      demo.call('aispweb/gpu/query', { sortField: field, sortOrder, pageNum, pageSize });
    const all = await ask(1, 64, 'desc');
    const values = all.body.data.list.map((g: Record<string, number>) => g[field]);
    expect(values).toHaveLength(64);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBeGreaterThan(values[63]);
    const second = await ask(2, 20, 'asc');
    expect(second.body.data).toMatchObject({ total: 64, pageNum: 2, pageSize: 20 });
    const asc = second.body.data.list.map((g: Record<string, number>) => g[field]);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });
});

describe("a node's instances", () => {
  it('follow an instance that lands on another node (a restore), also once the node index is built', async () => {
    const { assignGpus, freeGpus, HOLDS_GPUS } = await import('../../../server-mock/lib/gpus');
    const state = mock.state;
    const instances = state.collection('Instance');
    const gpus = state.collection('Gpu');
    const freeOn = (nodeId: unknown, model: unknown) =>
      gpus.where('nodeId', nodeId).filter((g) => g.model === model && !(g._instances as string[]).length);
    let move: { inst: (typeof instances.rows)[number]; to: (typeof instances.rows)[number] } | undefined;
    for (const i of instances.rows) {
      if (!HOLDS_GPUS.has(String(i.status)) || Number(i.gpuCount) !== 1 || !i.nodeId) continue;
      const to = state
        .collection('ComputeNode')
        .rows.find((n) => n.id !== i.nodeId && n.status === 'online' && freeOn(n.id, i.gpuModel).length > 0);
      if (to) {
        move = { inst: i, to };
        break;
      }
    }
    expect(move).toBeDefined();
    const { inst, to } = move!;
    const from = String(inst.nodeId);
    expect(instances.where('nodeId', from)).toContain(inst); // the index is built now
    const free = freeOn(to.id, inst.gpuModel).slice(0, 1);
    freeGpus(state, inst);
    assignGpus(state, inst, to, free);
    expect(instances.where('nodeId', to.id)).toContain(inst);
    expect(instances.where('nodeId', from)).not.toContain(inst);
    const detail = (await demo.call('aispweb/node/detail', { nodeId: to.id })).body.data;
    expect(detail.instances.map((i: { id: string }) => i.id)).toContain(inst.id);
  });
});
