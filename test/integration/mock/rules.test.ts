// Business rules the mock enforces server-side (docs/product-rules.md: field rules, roles, fixed values), with the texts
// of docs/product-rules.md#languages-and-texts.
import type { MockServer } from '../../../server-mock/server';
import { dataUrl, jpegHeader, pngImage } from '../../support/images';
import { ACCOUNTS, Client, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;
let admin: Client;
let member: Client;

beforeAll(async () => {
  mock = await startMock();
  [demo, admin, member] = await Promise.all([
    signedIn(mock.url, ACCOUNTS.demo),
    signedIn(mock.url, ACCOUNTS.admin),
    signedIn(mock.url, ACCOUNTS.member),
  ]);
});
afterEach(() => demo.hook('reset'));
afterAll(() => mock.close());

const NO_PERMISSION = {
  success: false,
  errorCode: 'NO_PERMISSION',
  errorMessage: 'No operation permission',
  showType: 2,
  data: null,
};
const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('duplicate email', () => {
  it('refuses to register an email that exists', async () => {
    const c = new Client(mock.url);
    const r = await c.call(
      'userman/consume_user/register',
      { username: 'another_demo', email: 'demo@aispace.dev', password: 'Secret@123', code: '123456', agreeTerms: true },
      { token: null, ugroupAddr: null },
    );
    expect(r.body).toMatchObject({ success: false, errorMessage: 'Email already exists!' });
  });

  it('refuses to invite a member of the organisation, or twice the same email', async () => {
    const member = await demo.call('userman/consume_account/invite4email', {
      emails: ['admin@aispace.dev'],
      validityDays: 7,
    });
    expect(member.body).toMatchObject({ success: false, errorMessage: 'Email already exists!' });
    const pending = await demo.call('userman/consume_account/invite4email', {
      emails: ['invitee@aispace.dev'],
      validityDays: 7,
    });
    expect(pending.body).toMatchObject({ success: false, errorMessage: 'Email already exists!' });
    const twice = await demo.call('userman/consume_account/invite4email', {
      emails: ['x1@example.org', 'x1@example.org'],
      validityDays: 3,
    });
    expect(twice.body).toMatchObject({ success: false, errorMessage: 'Email already exists!' });
  });
});

describe('invitation limits (docs/product-rules.md#fixed-values)', () => {
  const emails = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}@example.org`);

  it('takes at most 20 emails in one batch', async () => {
    const ok = await demo.call('userman/consume_account/invite4email', { emails: emails(20, 'a'), validityDays: 1 });
    expect(ok.body.success).toBe(true);
    expect(ok.body.data.invitations).toHaveLength(20);
    const over = await demo.call('userman/consume_account/invite4email', { emails: emails(21, 'b'), validityDays: 1 });
    expect(over.body).toMatchObject({
      success: false,
      errorMessage: 'The number of invitations has reached its limit!',
      showType: 2,
    });
  });

  it('holds at most 100 pending invitations per organisation', async () => {
    const before = await demo.call('userman/consume_account/query_invitations', { status: 'pending', pageSize: 1 });
    let pending = before.body.data.total as number;
    let batch = 0;
    while (pending + 20 <= 100) {
      const r = await demo.call('userman/consume_account/invite4email', {
        emails: emails(20, `p${batch++}-`),
        validityDays: 7,
      });
      expect(r.body.success).toBe(true);
      pending += 20;
    }
    const room = 100 - pending;
    if (room > 0)
      expect(
        (await demo.call('userman/consume_account/invite4email', { emails: emails(room, 'fill'), validityDays: 7 }))
          .body.success,
      ).toBe(true);
    const over = await demo.call('userman/consume_account/invite4email', {
      emails: ['one.more@example.org'],
      validityDays: 7,
    });
    expect(over.body).toMatchObject({
      success: false,
      errorMessage: 'The number of invitations has reached its limit!',
    });
    const after = await demo.call('userman/consume_account/query_invitations', { status: 'pending', pageSize: 1 });
    expect(after.body.data.total).toBe(100);
  });
});

describe('roles (docs/product-rules.md#roles)', () => {
  it('refuses a Basic Member who invites, with "No operation permission"', async () => {
    const r = await member.call('userman/consume_account/invite4email', {
      emails: ['someone@example.org'],
      validityDays: 7,
    });
    expect(r.body).toEqual(NO_PERMISSION);
  });

  it('lets an Admin invite and withdraw invitations', async () => {
    const r = await admin.call('userman/consume_account/invite4email', {
      emails: ['by.admin@example.org'],
      validityDays: 3,
    });
    expect(r.body.success).toBe(true);
    const w = await admin.call('aispweb/invitation/withdraw', { id: r.body.data.invitations[0].id });
    expect(w.body).toMatchObject({ success: true, data: { status: 'withdrawn' } });
    expect((await member.call('aispweb/invitation/withdraw', { id: 'inv-3001' })).body).toEqual(NO_PERMISSION);
  });

  it('lets an Admin set the role of Basic Members only; the Super Admin of anyone', async () => {
    expect(
      (await admin.call('userman/consume_account/update_user', { userId: 'u-1003', role: 'admin' })).body.success,
    ).toBe(true);
    expect(
      (await admin.call('userman/consume_account/update_user', { userId: 'u-1003', role: 'member' })).body,
    ).toEqual(NO_PERMISSION);
    expect(
      (await admin.call('userman/consume_account/update_user', { userId: 'u-1001', role: 'member' })).body,
    ).toEqual(NO_PERMISSION);
    expect(
      (await demo.call('userman/consume_account/update_user', { userId: 'u-1003', role: 'member' })).body.success,
    ).toBe(true);
    expect(
      (await member.call('userman/consume_account/update_user', { userId: 'u-1002', role: 'member' })).body,
    ).toEqual(NO_PERMISSION);
  });

  it('lets an Admin remove Basic Members but not Admins', async () => {
    expect((await admin.call('userman/consume_account/del_users', { userIds: ['u-1001'] })).body).toEqual(
      NO_PERMISSION,
    );
    const ok = await admin.call('userman/consume_account/del_users', { userIds: ['u-1003'] });
    expect(ok.body).toMatchObject({ success: true, data: { succeeded: ['u-1003'] } });
    expect((await member.call('userman/consume_account/del_users', { userIds: ['u-1002'] })).body.success).toBe(false);
  });

  it('keeps organisation info, access keys and home modules to Super Admins and Admins', async () => {
    expect(
      (await member.call('userman/consume_account/update', { ugroupId: 'ug-1001', verificationMethod: 'independent' }))
        .body,
    ).toEqual(NO_PERMISSION);
    expect((await member.call('aispweb/obs_accesskey/create', {})).body).toEqual(NO_PERMISSION);
    expect(
      (await member.call('aispweb/home_module/update', { modules: [{ key: 'shortcuts', enabled: true, order: 0 }] }))
        .body,
    ).toEqual(NO_PERMISSION);
    expect(
      (await admin.call('userman/consume_account/update', { ugroupId: 'ug-1001', verificationMethod: 'independent' }))
        .body.success,
    ).toBe(true);
    const key = await admin.call('aispweb/obs_accesskey/create', {});
    expect(key.body.data.secretAccessKey).toEqual(expect.any(String));
    const masked = await member.call('aispweb/obs_accesskey/query', {});
    expect(masked.body.data).not.toHaveProperty('secretAccessKey');
  });

  it('lets a Basic Member release only their own instances', async () => {
    const mine = await member.call('aispweb/instance/query', { builder: 'member', statuses: ['running'], pageSize: 1 });
    const others = await member.call('aispweb/instance/query', { builder: 'demo', statuses: ['running'], pageSize: 1 });
    expect(mine.body.data.total).toBeGreaterThan(0);
    expect((await member.call('aispweb/instance/release', { id: others.body.data.list[0].id })).body).toEqual(
      NO_PERMISSION,
    );
    const released = await member.call('aispweb/instance/release', { id: mine.body.data.list[0].id });
    expect(released.body).toMatchObject({ success: true, data: { status: 'removing' } });
  });
});

describe('early release of dedicated GPUs (docs/product-rules.md#fixed-values)', () => {
  it('refuses a date 2 days after today and accepts 3 days', async () => {
    const two = await demo.call('aispweb/dedicated/early_release', { id: 'ded-02', releaseDate: day(2) });
    expect(two.body).toMatchObject({
      success: false,
      errorCode: 'EARLY_RELEASE_DATE',
      errorMessage: 'The release date must be at least 3 days after today',
    });
    const three = await demo.call('aispweb/dedicated/early_release', { id: 'ded-02', releaseDate: day(3) });
    expect(three.body).toMatchObject({ success: true, data: { id: 'ded-02', earlyReleaseDate: day(3) } });
  });

  it('refuses a date on or after the scheduled release', async () => {
    const detail = await demo.call('aispweb/dedicated/detail', { id: 'ded-02' });
    const scheduled = String(detail.body.data.currentExpiry).slice(0, 10);
    const r = await demo.call('aispweb/dedicated/early_release', { id: 'ded-02', releaseDate: scheduled });
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'EARLY_RELEASE_DATE',
      errorMessage: 'The release date must be before the scheduled release',
    });
  });

  it('refuses while instances are linked, until they are released', async () => {
    const detail = await demo.call('aispweb/dedicated/detail', { id: 'ded-01' });
    expect(detail.body.data.linkedInstances.length).toBeGreaterThan(0);
    const refused = await demo.call('aispweb/dedicated/early_release', { id: 'ded-01', releaseDate: day(5) });
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'LINKED_INSTANCES',
      errorMessage: 'Release the instances linked to this resource first',
    });
    await demo.call('aispweb/instance/batch_release', {
      ids: detail.body.data.linkedInstances.map((i: { id: string }) => i.id),
    });
    // still linked while removing; once removed they no longer count
    await demo.hook('clock', 'POST', { advanceMs: 60_000 });
    const ok = await demo.call('aispweb/dedicated/early_release', { id: 'ded-01', releaseDate: day(5) });
    expect(ok.body).toMatchObject({ success: true, data: { status: 'releasing', linkedInstanceCount: 0 } });
  });
});

describe('reset to initial', () => {
  it('needs the phrase 初始化', async () => {
    const running = await demo.call('aispweb/instance/query', { statuses: ['running'], builder: 'demo', pageSize: 1 });
    const id = running.body.data.list[0].id;
    const wrong = await demo.call('aispweb/instance/reset', { id, confirmation: 'reset' });
    expect(wrong.body).toMatchObject({
      success: false,
      errorCode: 'RESET_PHRASE',
      errorMessage: 'Type 初始化 to confirm',
    });
    const ok = await demo.call('aispweb/instance/reset', { id, confirmation: '初始化' });
    expect(ok.body).toMatchObject({ success: true, data: { id, status: 'creating' } });
  });
});

describe('capacity', () => {
  const deploy = (gpuModel: string, gpuCount = 1, name = 'capacity-test') =>
    demo.call('aispweb/deployment/create', {
      serviceId: 'svc-llama3',
      image: 'aispace/pytorch:2.3-cuda12.1',
      gpuModel,
      gpuCount,
      billingMode: 'daily',
      payType: 'postpaid',
      name,
      type: 'interactive',
    });

  it('answers "No compute resources available..." when no GPU of the model is free, and deploys once one is released', async () => {
    const busy = await deploy('NVIDIA RTX 4090 24GB');
    expect(busy.body).toMatchObject({
      success: false,
      errorMessage:
        'No compute resources available. Please switch to another model or release active instances and try again',
    });
    const ok = await deploy('NVIDIA A100 80GB');
    expect(ok.body).toMatchObject({ success: true, data: { status: 'running' } });
  });

  it('answers "No available resources" for a model the platform does not have or more GPUs than a machine holds', async () => {
    expect((await deploy('NVIDIA B200 192GB')).body).toMatchObject({
      success: false,
      errorMessage: 'No available resources',
    });
    expect((await deploy('NVIDIA A100 80GB', 16)).body).toMatchObject({
      success: false,
      errorMessage: 'No available resources',
    });
    const quote = await demo.call('aispweb/deployment/quote', {
      serviceId: 'svc-llama3',
      gpuModel: 'NVIDIA B200 192GB',
      gpuCount: 1,
      billingMode: 'daily',
      payType: 'postpaid',
    });
    expect(quote.body.errorMessage).toBe('No available resources');
  });

  it('answers a dedicated request larger than the platform with "No available resources", and one larger than what is free now with RESOURCES_INSUFFICIENT', async () => {
    const body = {
      resourceName: 'big-pool',
      gpuModel: 'NVIDIA A100 80GB',
      minGpusPerMachine: 8,
      usageEndDate: day(40),
      availabilityEndDate: day(20),
    };
    const tooBig = await demo.call('aispweb/dedicated/create', { ...body, machineCount: 50 });
    expect(tooBig.body).toMatchObject({ success: false, errorMessage: 'No available resources' });
    const busy = await demo.call('aispweb/dedicated/create', { ...body, machineCount: 3 });
    expect(busy.body).toMatchObject({
      success: false,
      errorCode: 'RESOURCES_INSUFFICIENT',
      errorMessage: 'current resources do not meet requirements (modify or convert to resource ticket)',
    });
    const pending = await demo.call('aispweb/dedicated/query', { status: 'pending', keyword: 'big-pool' });
    const ticket = await demo.call('aispweb/dedicated/convert_to_ticket', { id: pending.body.data.list[0].id });
    expect(ticket.body).toMatchObject({ success: true, data: { status: 'pending', name: 'big-pool' } });
  });
});

describe('field rules (docs/product-rules.md#field-rules, shared with the console)', () => {
  it('refuses a resource name breaking the rule, naming the field', async () => {
    const r = await demo.call('userman/consume_account/add', { name: 'Bad_Name', type: 'business' });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toMatch(/request\/body\/name/);
  });

  it('refuses a NacT public key that is not a 32-byte Curve25519 key with the rule text', async () => {
    const r = await demo.call('aispweb/nact/register', {
      tsnSerial: 'TSN-TEST-0001',
      name: 'edge gateway',
      description: 'Camera gateway',
      callbackUrl: 'https://edge.example.org/cb',
      publicKey: Buffer.alloc(31, 1).toString('base64'),
    });
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_ERROR',
      errorMessage: 'Public key must be a base64 Curve25519 key of 32 bytes',
    });
  });

  it('refuses an organisation name already taken', async () => {
    const r = await demo.call('userman/consume_account/add', { name: 'demo-lab', type: 'business' });
    expect(r.body).toMatchObject({ success: false, errorCode: 'NAME_EXISTS' });
  });
});

describe('logo and avatar content (issue 27, item 7)', () => {
  const textAsPng = dataUrl('image/png', 'this is a text file named x.png\n');

  it('refuses a logo whose bytes are not the PNG or JPEG it claims, and stores a real one', async () => {
    const refused = await demo.call('userman/consume_account/update', { ugroupId: 'ug-1001', logo: textAsPng });
    expect(refused.body).toMatchObject({
      success: false,
      errorMessage: 'Only PNG or JPG images can be used as a logo',
    });
    const pngAsJpeg = dataUrl('image/jpeg', pngImage(200, 200));
    expect(
      (await demo.call('userman/consume_account/update', { ugroupId: 'ug-1001', logo: pngAsJpeg })).body.success,
    ).toBe(false);
    const logo = dataUrl('image/png', pngImage(200, 200));
    const saved = await demo.call('userman/consume_account/update', { ugroupId: 'ug-1001', logo });
    expect(saved.body).toMatchObject({ success: true, data: { logo } });
  });

  it('refuses an avatar whose bytes are not an image, and stores a real one', async () => {
    const me = (await demo.call('userman/consume_user/query4id', { userId: 'u-1001' })).body.data;
    const refused = await demo.call('userman/consume_user/update', { userId: me.userId, avatar: textAsPng });
    expect(refused.body).toMatchObject({
      success: false,
      errorMessage: 'Only PNG or JPG images can be used as an avatar',
    });
    const avatar = dataUrl('image/jpeg', jpegHeader(200, 200));
    const saved = await demo.call('userman/consume_user/update', { userId: me.userId, avatar });
    expect(saved.body).toMatchObject({ success: true, data: { avatar } });
  });
});
