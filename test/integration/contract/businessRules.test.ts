// openapi.yaml's x-business-rules (the rules JSON Schema cannot say) and the mock's refusals come from one list:
// every rule is well formed and names a text the mock has in every language, every rule listed is one the mock
// refuses through (breach(ctx, id) in server-mock/), and every rule the mock refuses through is listed.
import fs from 'node:fs';
import path from 'node:path';
import { commonRules, isKnownMessage, rulesOf, type BusinessRule } from '../../../server-mock/lib/businessRules';
import { loadSpec } from '../../../server-mock/lib/spec';

const spec = loadSpec()!;
const root = path.resolve(__dirname, '../../../server-mock');
const sources = ['handlers', 'lib'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => fs.readFileSync(path.join(root, dir, f), 'utf8')),
);
const used = new Set(
  sources.flatMap((src) => [...src.matchAll(/\bbreach\(\s*ctx\s*,\s*'([A-Za-z]+)'/g)].map((m) => m[1])),
);

const listed: Array<[string, BusinessRule]> = [
  ...commonRules(spec.doc).map((r) => ['(root)', r] as [string, BusinessRule]),
  ...spec.operations.flatMap((op) => rulesOf(op).map((r) => [op.operationId, r] as [string, BusinessRule])),
];

describe('x-business-rules', () => {
  it('lists the rules the issue names, and the refusals any secured operation may answer', () => {
    const ids = (opId: string) => rulesOf(spec.byId.get(opId)!).map((r) => r.id);
    expect(commonRules(spec.doc).map((r) => r.id)).toEqual(['noPermission', 'notMember', 'recordNotFound']);
    expect(ids('register')).toContain('termsNotAgreed');
    expect(ids('loginWithCode')).toContain('termsNotAgreed');
    expect(ids('createImageFromExternal')).toContain('externalCredentials');
    expect(ids('releaseDedicatedEarly')).toEqual(
      expect.arrayContaining(['earlyRelease', 'earlyReleaseBeforeScheduled', 'linkedInstances']),
    );
    expect(ids('inviteMembers')).toEqual(expect.arrayContaining(['duplicateEmail', 'invitationLimit', 'emailExists']));
    expect(ids('updateImage')).toContain('nameNotEditable');
    expect(ids('createDedicatedRequest')).toEqual(expect.arrayContaining(['dateAfterToday', 'availabilityAfterUsage']));
    expect(ids('extendDedicatedRequest')).toContain('expiryAfterCurrent');
    // the refusals the mock answered with a code of its own before, now listed where they can happen
    for (const op of ['removeMembers', 'updateMemberRole', 'deleteMembership', 'deleteUser'])
      expect([op, ids(op)]).toEqual([op, expect.arrayContaining(['lastSuperAdmin'])]);
    for (const op of ['loginWithCode', 'register', 'registerWithInvitation', 'resetPasswordWithCode', 'deleteUser'])
      expect([op, ids(op)]).toEqual([op, expect.arrayContaining(['wrongCode'])]);
    expect(ids('login')).toContain('loginFailed');
    for (const op of [
      'register',
      'registerWithInvitation',
      'addUser',
      'addMembership',
      'sendEmailCode',
      'updateCurrentUser',
    ])
      expect([op, ids(op)]).toEqual([op, expect.arrayContaining(['emailExists'])]);
    expect(ids('updateCurrentUser')).toEqual(expect.arrayContaining(['usernameExists', 'wrongCode']));
    expect(ids('register')).toContain('registrationUsernameExists');
    expect(ids('addUser')).toContain('registrationUsernameExists');
    expect(ids('joinInvitedAccount')).toEqual(expect.arrayContaining(['invitationInvalid', 'invitationOtherEmail']));
    expect(ids('registerWithInvitation')).toEqual(
      expect.arrayContaining(['invitationInvalid', 'invitationOtherEmail', 'registrationUsernameExists']),
    );
    expect(ids('getInvitation')).toContain('invitationInvalid');
    expect(ids('uploadDatasetVersion')).toContain('versionExists');
    expect(ids('uploadModelVersion')).toContain('versionExists');
    expect(ids('createDriveFolder')).toContain('notAFolder');
    expect(ids('createDeployment')).toEqual(expect.arrayContaining(['noAvailableResources', 'noComputeResources']));
    expect(ids('createDedicatedRequest')).toEqual(
      expect.arrayContaining(['noAvailableResources', 'resourcesInsufficient']),
    );
    expect(ids('uploadInstanceData')).toEqual(expect.arrayContaining(['pathNotAbsolute', 'invalidState']));
    for (const op of ['payOrder', 'cancelOrder', 'withdrawInvitation', 'releaseInstances', 'restartInstances'])
      expect([op, ids(op)]).toEqual([op, expect.arrayContaining(['invalidState'])]);
    // every create that stores a named row of the organisation refuses a name already taken there
    for (const op of [
      'createOrganisation',
      'createDataset',
      'createModel',
      'createVolume',
      'createApiKey',
      'createTask',
    ])
      expect([op, ids(op)]).toEqual([op, expect.arrayContaining(['nameExists'])]);
  });

  it.each(listed.map(([op, r]) => [`${op} ${r.id}`, r] as const))('%s is well formed', (_name, r) => {
    expect(r.id).toMatch(/^[a-z][A-Za-z]+$/);
    expect(r.errorCode).toMatch(/^[A-Z][A-Z_]+$/);
    expect([0, 1, 2, 3, 9]).toContain(r.showType);
    expect(isKnownMessage(r.message)).toBe(true);
    expect(r.description).toBeTruthy();
  });

  it('ids are unique within an operation, and one id means one answer everywhere', () => {
    for (const op of spec.operations) {
      const ids = rulesOf(op).map((r) => r.id);
      expect([op.operationId, new Set(ids).size]).toEqual([op.operationId, ids.length]);
    }
    const answer = new Map<string, string>();
    for (const [op, r] of listed) {
      const a = `${r.errorCode} ${r.message} ${r.showType}`;
      expect([op, r.id, answer.get(r.id) ?? a]).toEqual([op, r.id, a]);
      answer.set(r.id, a);
    }
  });

  it('every rule listed is one the mock refuses through', () => {
    const unused = [...new Set(listed.map(([, r]) => r.id))].filter((id) => !used.has(id));
    expect(unused).toEqual([]);
  });

  it('every rule the mock refuses through is listed', () => {
    const ids = new Set(listed.map(([, r]) => r.id));
    expect([...used].filter((id) => !ids.has(id))).toEqual([]);
  });
});
