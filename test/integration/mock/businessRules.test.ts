// The stateful refusals (last Super Admin, verification codes, taken names and versions, invitations, statuses,
// folders) answer through the HTTP API exactly what openapi.yaml lists for the operation in `x-business-rules`:
// HTTP 200, success false, the rule's errorCode and showType, its text in the request's language, never a 500.
// Batch operations report the same text per item instead of failing the call.
import { ruleFor } from '../../../server-mock/lib/businessRules';
import type { Row } from '../../../server-mock/lib/collection';
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, Client, DEMO_ORG_ADDR, signedIn, startMock, type CallResult } from '../support/helpers';

let mock: MockServer;
let demo: Client;
let neworg: Client;
let anonymous: Client;

beforeAll(async () => {
  mock = await startMock();
  [demo, neworg] = await Promise.all([signedIn(mock.url, ACCOUNTS.demo), signedIn(mock.url, ACCOUNTS.neworg)]);
  anonymous = new Client(mock.url);
});
afterAll(() => mock.close());

const demoOrg = () => mock.state.orgByAddr(DEMO_ORG_ADDR)!.ugroupId;
const username = (userId: string) => mock.state.users.get(userId)!.username;
const file = { fileName: 'v1.bin', contentBase64: Buffer.from('hello').toString('base64') };
const pub = { token: null, ugroupAddr: null } as const;
const SUPER_ADMIN = 'The organisation must keep a Super Admin';
const WRONG_CODE = 'The verification code is wrong or has expired';
const INVITATION_INVALID = 'The invitation is invalid or has expired';
const INVALID_STATE = 'This action is not allowed in the current status';

/** The answer is the rule `id` as `operationId` lists it, with the code and text the console has always seen. */
function expectRule(r: CallResult, operationId: string, id: string, errorCode: string, text: string): void {
  const rule = ruleFor(mock.spec.doc, mock.spec.byId.get(operationId)!, id);
  expect([operationId, id, rule?.errorCode]).toEqual([operationId, id, errorCode]);
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ success: false, errorCode, showType: rule!.showType, data: null });
  expect(r.body.errorMessage).toBe(text);
}

describe('refusals listed in x-business-rules, through the API', () => {
  afterEach(() => demo.hook('reset'));

  it('an organisation keeps its last Super Admin', async () => {
    // demo@ (u-1001) is the only Super Admin of demo-lab, which has other members
    expectRule(
      await demo.call('userman/consume_account/del_users', { userIds: ['u-1001'] }),
      'removeMembers',
      'lastSuperAdmin',
      'LAST_SUPER_ADMIN',
      SUPER_ADMIN,
    );
    expectRule(
      await demo.call('userman/consume_account/update_user', { userId: 'u-1001', role: 'admin' }),
      'updateMemberRole',
      'lastSuperAdmin',
      'LAST_SUPER_ADMIN',
      SUPER_ADMIN,
    );
    expectRule(
      await demo.call('userman/consume_user/delete', { userId: 'u-1001', code: '123456' }, { ugroupAddr: null }),
      'deleteUser',
      'lastSuperAdmin',
      'LAST_SUPER_ADMIN',
      SUPER_ADMIN,
    );
    expect(mock.state.relOf('u-1001', demoOrg())?.role).toBe('superAdmin');
  });

  it('a wrong verification code and a failed sign-in', async () => {
    const wrong = await anonymous.call(
      'userman/consume_user/login4mail',
      { email: 'demo@aispace.dev', code: '000000', agreeTerms: true },
      pub,
    );
    expectRule(wrong, 'loginWithCode', 'wrongCode', 'WRONG_CODE', WRONG_CODE);
    const zh = await anonymous.call(
      'userman/consume_user/login4mail',
      { email: 'demo@aispace.dev', code: '000000', agreeTerms: true },
      { ...pub, lang: 'zh-CN' },
    );
    expect(zh.body).toMatchObject({ errorCode: 'WRONG_CODE', errorMessage: '验证码错误或已过期' });
    expectRule(
      await demo.call('userman/consume_user/delete', { userId: 'u-1001', code: '000000' }, { ugroupAddr: null }),
      'deleteUser',
      'wrongCode',
      'WRONG_CODE',
      WRONG_CODE,
    );
    expectRule(
      await anonymous.call(
        'userman/consume_user/login',
        { loginName: 'demo@aispace.dev', password: 'Wrong@1234' },
        pub,
      ),
      'login',
      'loginFailed',
      'LOGIN_FAILED',
      'login failed',
    );
  });

  it('a username or an email another account has', async () => {
    const taken = username('u-1002');
    expectRule(
      await anonymous.call(
        'userman/consume_user/register',
        { username: taken, email: 'fresh@example.org', password: 'Fresh@1234', code: '123456', agreeTerms: true },
        pub,
      ),
      'register',
      'registrationUsernameExists',
      'USERNAME_EXISTS',
      'registration failed',
    );
    expect(mock.state.userByEmail('fresh@example.org')).toBeUndefined();
    expectRule(
      await anonymous.call(
        'userman/consume_user/register',
        { username: 'fresh_user', email: 'demo@aispace.dev', password: 'Fresh@1234', code: '123456', agreeTerms: true },
        pub,
      ),
      'register',
      'emailExists',
      'EMAIL_EXISTS',
      'Email already exists!',
    );
    expectRule(
      await demo.call('userman/consume_user/update', { userId: 'u-1001', username: taken }, { ugroupAddr: null }),
      'updateCurrentUser',
      'usernameExists',
      'USERNAME_EXISTS',
      'The name already exists',
    );
  });

  it('an invitation for another email, and a code no invitation has', async () => {
    expectRule(
      await neworg.call(
        'userman/consume_user/join_account_invited',
        { code: 'INVITE-DEMO-2026' },
        { ugroupAddr: null },
      ),
      'joinInvitedAccount',
      'invitationOtherEmail',
      'INVITATION_EMAIL_MISMATCH',
      'This invitation was sent to another email address',
    );
    const unknown = await neworg.call(
      'userman/consume_user/join_account_invited',
      { code: 'NO-SUCH-CODE' },
      { ugroupAddr: null },
    );
    expectRule(unknown, 'joinInvitedAccount', 'invitationInvalid', 'INVITATION_INVALID', INVITATION_INVALID);
    const info = await anonymous.call('userman/consume_user/get4invitecode', { code: 'NO-SUCH-CODE' }, pub);
    expectRule(info, 'getInvitation', 'invitationInvalid', 'INVITATION_INVALID', INVITATION_INVALID);
  });

  it('a version number and a name already taken', async () => {
    const created = await demo.call('aispweb/dataset/create', { name: 'rules-ds', purpose: 'evaluation' });
    expect(created.body.success).toBe(true);
    const id = created.body.data.id as string;
    expect((await demo.call('aispweb/dataset/upload', { id, version: '1', file })).body.success).toBe(true);
    expectRule(
      await demo.call('aispweb/dataset/upload', { id, version: '1', file }),
      'uploadDatasetVersion',
      'versionExists',
      'VERSION_EXISTS',
      'The name already exists',
    );
    expectRule(
      await demo.call('aispweb/dataset/create', { name: 'rules-ds', purpose: 'evaluation' }),
      'createDataset',
      'nameExists',
      'NAME_EXISTS',
      'The name already exists',
    );
    const org = mock.state.orgs.get(demoOrg())!;
    expectRule(
      await demo.call('userman/consume_account/add', { name: org.name, type: 'business' }),
      'createOrganisation',
      'nameExists',
      'NAME_EXISTS',
      'The name already exists',
    );
  });

  it('an order that is no longer unpaid, an instance path that is not absolute, a status that does not allow it', async () => {
    const paid = mock.state.collection('Order').rows.find((o: Row) => o._org === demoOrg() && o.status === 'paid');
    expect(paid).toBeDefined();
    for (const [path, operationId] of [
      ['aispweb/order/pay', 'payOrder'],
      ['aispweb/order/cancel', 'cancelOrder'],
    ])
      expectRule(
        await demo.call(path, { orderId: paid!.orderId }),
        operationId,
        'invalidState',
        'INVALID_STATE',
        INVALID_STATE,
      );
    const instances = mock.state.collection('Instance').rows.filter((i: Row) => i._org === demoOrg());
    const running = instances.find((i) => i.status === 'running')!;
    expectRule(
      await demo.call('aispweb/instance/upload_data', { id: running.id, targetPath: 'root/data', file }),
      'uploadInstanceData',
      'pathNotAbsolute',
      'VALIDATION_ERROR',
      'Enter an absolute path starting with /',
    );
    // a batch reports the refusal per instance (a rule the operation did not list would be a 500)
    const stopped = instances.find((i) => !['running', 'created_success', 'unknown'].includes(String(i.status)))!;
    const batch = await demo.call('aispweb/instance/batch_restart', { ids: [stopped.id] });
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({
      success: true,
      data: { succeeded: [], failed: [{ id: stopped.id, reason: INVALID_STATE }] },
    });
    const single = await demo.call('aispweb/instance/restart', { id: stopped.id });
    expectRule(single, 'restartInstance', 'invalidState', 'INVALID_STATE', INVALID_STATE);
  });

  it('a file where a folder is needed', async () => {
    expect((await demo.call('aispweb/cloud_drive/list', {})).body.success).toBe(true);
    const entries = mock.state.collection('DriveEntry').rows.filter((e: Row) => e._org === demoOrg());
    const aFile = entries.find((e) => e.kind === 'file')!;
    const other = entries.find((e) => e.kind === 'file' && e.id !== aFile.id)!;
    const mkdir = await demo.call('aispweb/cloud_drive/mkdir', { parentId: aFile.id, name: 'inside-a-file' });
    expectRule(mkdir, 'createDriveFolder', 'notAFolder', 'NOT_A_FOLDER', INVALID_STATE);
    const move = await demo.call('aispweb/cloud_drive/move', { ids: [other.id], targetFolderId: aFile.id });
    expect(move.status).toBe(200);
    expect(move.body).toMatchObject({
      success: true,
      data: { succeeded: [], failed: [{ id: other.id, reason: INVALID_STATE }] },
    });
  });
});
