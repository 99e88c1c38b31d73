// Deploy history rows name the deployed (assembly) service a deployment made, so the console can open
// /assembly-service-ops/:id/:assemAddr from them; the service's detail checks the address.
import type { MockServer } from '../../../server-mock/server';
import { type Client, pollUntil, signedIn, startMock } from '../support/helpers';

// A deployment takes one tick per step: long enough that the record read right after the create call still sees it
// running on a loaded machine (at 20 ms the whole deployment could end before that second call was answered).
const TICK = 250;
let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: TICK });
  demo = await signedIn(mock.url);
});
afterAll(() => mock.close());

/** The last answer once `done` holds for it. */
const until = async <T>(poll: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 5000): Promise<T> =>
  (await pollUntil(poll, done, { timeoutMs, intervalMs: TICK })).at(-1) as T;

describe('deploy history links to deployed services', () => {
  it('a finished deployment leaves a deployed service its history row names', async () => {
    const created = await demo.call('aispweb/deployment/create', {
      serviceId: 'svc-qwen2',
      image: 'aispace/llama3-peft:24.05',
      gpuModel: 'NVIDIA A100 80GB',
      gpuCount: 1,
      billingMode: 'monthly',
      payType: 'prepaid',
      name: 'linked-deploy',
      type: 'interactive',
    });
    expect(created.body.success).toBe(true);
    const { instanceId } = created.body.data;
    const running = await demo.call('aispweb/deploy_record/query', { instanceId });
    expect(running.body.data.list[0]).toMatchObject({ result: 'running', assemblyId: null, assemAddr: null });

    const record = await until(
      async () => (await demo.call('aispweb/deploy_record/query', { instanceId })).body.data.list[0],
      (r) => r.result === 'success',
      15_000,
    );
    expect(record).toMatchObject({ assemblyId: expect.stringMatching(/^asm-/), assemAddr: expect.any(String) });
    const detail = await demo.call('aispweb/assembly/detail', { id: record.assemblyId, assemAddr: record.assemAddr });
    expect(detail.body.data).toMatchObject({ name: 'linked-deploy', status: 'running', replicas: 1, version: '1' });
  });

  it('successful fixture deployments of instances still up name the service they made; failures name none', async () => {
    const ok = await demo.call('aispweb/deploy_record/query', { result: 'success', pageSize: 20 });
    let named = 0;
    for (const r of ok.body.data.list) {
      const inst = await demo.call('aispweb/instance/detail', { id: r.instanceId });
      if (!['running', 'created_success'].includes(inst.body.data.status)) {
        expect(r).toMatchObject({ assemblyId: null, assemAddr: null });
        continue;
      }
      const detail = await demo.call('aispweb/assembly/detail', { id: r.assemblyId, assemAddr: r.assemAddr });
      expect(detail.body.data).toMatchObject({ name: r.instanceName, status: 'running' });
      named += 1;
    }
    expect(named).toBeGreaterThan(0);
    const failed = await demo.call('aispweb/deploy_record/query', { result: 'failure', pageSize: 5 });
    for (const r of failed.body.data.list) expect(r).toMatchObject({ assemblyId: null, assemAddr: null });
  });

  it('the detail of a deployed service with a wrong address or unknown id is not found', async () => {
    const wrong = await demo.call('aispweb/assembly/detail', { id: 'asm-01', assemAddr: 'addr-1' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const unknown = await demo.call('aispweb/assembly/detail', { id: 'svc-1', assemAddr: 'addr-1' });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const right = await demo.call('aispweb/assembly/detail', { id: 'asm-01', assemAddr: 'asm-7c1e' });
    expect(right.body).toMatchObject({ success: true, data: { id: 'asm-01', assemAddr: 'asm-7c1e' } });
  });
});
