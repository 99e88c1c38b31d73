// The mock's rules of the deploy wizard, as the console applies them: only the choices a service offers deploy
// (its images and GPU models, the GPU counts of DEPLOY_GPU_COUNTS) and a refusal creates nothing; a deployment moves
// through its steps on the mock's clock (MOCK_TICK_MS), one after another, until its instance runs.
import type { MockServer } from '../../../server-mock/server';
import { DEPLOY_GPU_COUNTS } from '../../../src/validation/rules';
import { type Client, DEPLOY_CHOICES, instanceStatusOf, pollUntil, signedIn, startMock } from '../support/helpers';

const TICK = 25;
let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: TICK });
  demo = await signedIn(mock.url);
});
afterAll(() => mock.close());

const CHOICES = DEPLOY_CHOICES;

const until = <T>(poll: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 5000): Promise<T[]> =>
  pollUntil(poll, done, { timeoutMs, intervalMs: TICK / 2 });
const instanceStatus = (id: string): Promise<string> => instanceStatusOf(demo, id);

describe('deploy choices', () => {
  it("quotes and deploys only the service's own images, GPU models and GPU counts", async () => {
    const service = (await demo.call('aispweb/deploy_service/detail', { serviceId: 'svc-qwen2' })).body.data;
    expect(service.images).toContain(CHOICES.image);

    expect((await demo.call('aispweb/deployment/quote', CHOICES)).body).toMatchObject({ success: true });
    const image = await demo.call('aispweb/deployment/quote', { ...CHOICES, image: 'evil/miner:latest' });
    expect(image.body).toMatchObject({ success: false, errorCode: 'NOT_OFFERED', showType: 2 });
    expect(image.body.errorMessage).toBe('The service does not offer this choice: image evil/miner:latest');
    // a model the platform has, which this service does not offer
    const model = await demo.call('aispweb/deployment/quote', { ...CHOICES, gpuModel: 'NVIDIA L40S 48GB' });
    expect(model.body).toMatchObject({ success: false, errorCode: 'NOT_OFFERED' });

    for (const gpuCount of [0, 3, 5, 7]) {
      const answer = await demo.call('aispweb/deployment/create', {
        ...CHOICES,
        gpuCount,
        name: `odd-count-${gpuCount}`,
        type: 'interactive',
      });
      expect(answer.body).toMatchObject({ success: false, errorCode: 'NOT_OFFERED' });
    }
    for (const gpuCount of DEPLOY_GPU_COUNTS) {
      const quote = await demo.call('aispweb/deployment/quote', { ...CHOICES, gpuCount });
      expect(quote.body.errorCode).not.toBe('NOT_OFFERED');
    }
    const zh = await demo.call('aispweb/deployment/quote', { ...CHOICES, gpuCount: 3 }, { lang: 'zh' });
    expect(zh.body.errorMessage).toBe('该服务不提供此选项: gpuCount 3');

    // nothing was created by the refusals
    const list = await demo.call('aispweb/instance/query', { keyword: 'odd-count' });
    expect(list.body.data.total).toBe(0);
  });
});

describe('deploy', () => {
  it('runs the steps one after another until the instance is running', async () => {
    const created = await demo.call('aispweb/deployment/create', {
      serviceId: 'svc-llama3',
      image: 'aispace/pytorch:2.3-cuda12.1',
      gpuModel: 'NVIDIA A100 80GB',
      gpuCount: 1,
      billingMode: 'daily',
      payType: 'postpaid',
      name: 'lifecycle-deploy',
      type: 'interactive',
    });
    expect(created.body).toMatchObject({ success: true, data: { status: 'running' } });
    const { deploymentId, instanceId, orderId } = created.body.data;
    expect(await instanceStatus(instanceId)).toBe('creating');
    const seen = await until(
      async () => (await demo.call('aispweb/deployment/progress', { deploymentId })).body.data,
      (d) => d.status === 'done',
    );
    const final = seen[seen.length - 1];
    expect(final.steps.every((s: { state: string }) => s.state === 'done')).toBe(true);
    expect(final.steps[0].name).toBe('allocate_host');
    expect(final.accessUrl).toMatch(/^https:\/\//);
    // steps never run out of order: a running step only after all earlier ones are done
    for (const d of seen) {
      const states = d.steps.map((s: { state: string }) => `${s.state},`).join('');
      expect(states).toMatch(/^(done,)*(running,)?(pending,)*$/);
    }
    await until(
      () => instanceStatus(instanceId),
      (s) => s === 'running',
    );
    const inst = (await demo.call('aispweb/instance/detail', { id: instanceId })).body.data;
    expect(inst).toMatchObject({ status: 'running', nodeId: expect.any(String), accessUrl: expect.any(String) });
    expect((await demo.call('aispweb/order/detail', { orderId })).body.data).toMatchObject({
      category: 'aiDeploy',
      status: 'active',
    });
    const history = await demo.call('aispweb/deploy_record/query', { instanceId });
    expect(history.body.data.list[0]).toMatchObject({ kind: 'deploy', result: 'success' });
  });
});
