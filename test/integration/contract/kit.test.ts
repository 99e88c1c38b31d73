// The contract verification kit, in-process: it passes against the mock, and it fails against a mock with one of
// its protections reverted — organisation membership (server-mock/lib/authorize.ts), the role table
// (src/validation/access.ts) and the declared editable fields (server-mock/lib/editable.ts) — each replaced by a
// permissive version through jest.doMock in an isolated module registry.
import type * as KitModule from '../../../scripts/contract-kit/kit';
import type { KitReport } from '../../../scripts/contract-kit/kit';
import type * as ServerModule from '../../../server-mock/server';
import type { MockServer } from '../../../server-mock/server';

jest.setTimeout(120_000);

/** The operations these checks need (the whole kit runs in `npm test` against the mock). */
const OPERATIONS =
  /^(login|queryInvitations|joinInvitedAccount|registerWithInvitation|updateMemberRole|inviteMembers|removeMembers|queryMembers|queryInstances|getInstance|releaseInstance|restartInstance|queryApiKeys|createApiKey|queryBuckets|createBucket|createOrder|queryOrders|queryImages|getImage|updateImage|queryNactDevices|getNactDevice|updateNactDevice|queryDatasets|createDataset)$/;

async function kitAgainst(revert?: () => void): Promise<KitReport> {
  let report: KitReport | undefined;
  await jest.isolateModulesAsync(async () => {
    revert?.();
    // loaded inside the isolated registry, after the doMock
    const { createMockServer } = require('../../../server-mock/server') as typeof ServerModule;
    const kit = require('../../../scripts/contract-kit/kit') as typeof KitModule;
    const mock: MockServer = await createMockServer({ port: 0, host: '127.0.0.1', quiet: true, silent: true });
    try {
      report = await kit.runContractKit({
        ...kit.MOCK_DEFAULTS,
        accounts: kit.MOCK_DEFAULTS.accounts,
        baseUrl: `http://127.0.0.1:${mock.port}`,
        only: OPERATIONS,
      });
    } finally {
      await mock.close();
    }
  });
  return report!;
}

const failures = (report: KitReport, check: RegExp): string[] =>
  report.results
    .filter((r) => r.outcome === 'fail' && check.test(r.check))
    .map((r) => `${r.operationId} ${r.check}: ${r.detail}`);

afterEach(() => {
  jest.dontMock('../../../server-mock/lib/authorize');
  jest.dontMock('../../../src/validation/access');
  jest.dontMock('../../../server-mock/lib/editable');
});

it('passes against the mock', async () => {
  const report = await kitAgainst();
  expect(failures(report, /./)).toEqual([]);
  expect(report.totals.passed).toBeGreaterThan(100);
  // every kind of check ran
  for (const check of [
    'valid',
    'no-session',
    'foreign-org',
    'no-org',
    'role',
    'invitation',
    'mass-assignment',
    'immutable-field',
    'idempotency',
  ])
    expect(report.byCheck[check]?.passed ?? 0).toBeGreaterThan(0);
});

it('fails when a member may act in an organisation they are not in (authorize.ts reverted)', async () => {
  const report = await kitAgainst(() =>
    jest.doMock('../../../server-mock/lib/authorize', () => {
      const actual = jest.requireActual('../../../server-mock/lib/authorize');
      return {
        ...actual,
        // the organisation the body names, member or not (what the mock did before)
        authorize: (...args: Parameters<typeof actual.authorize>) => {
          const result = actual.authorize(...args);
          if (result.ok || result.reason !== 'organisation') return result;
          const [state, , body, authorization] = args as [
            { orgByAddr: (addr: unknown) => unknown },
            unknown,
            unknown,
            unknown,
          ];
          const token = actual.tokenOf(authorization);
          const org = state.orgByAddr((body as { ugroupAddr?: string })?.ugroupAddr);
          return { ok: true, caller: { token, user: actual.userOfToken(state, token), org } };
        },
      };
    }),
  );
  expect(failures(report, /^(foreign-org|no-org)$/).length).toBeGreaterThan(0);
});

it('fails when a Basic Member may change roles (the role table in access.ts reverted: everyone may everything)', async () => {
  const report = await kitAgainst(() =>
    jest.doMock('../../../src/validation/access', () => {
      const actual = jest.requireActual('../../../src/validation/access');
      return {
        ...actual,
        can: () => true,
        reachOf: () => 'all',
        isAdministrator: () => true,
        mayActOnResource: () => true,
        mayManageMember: () => true,
        maxGrantableRole: () => 'superAdmin',
        mayGrantRole: () => true,
      };
    }),
  );
  expect(failures(report, /^role:member-makes-self-admin$/).length).toBe(1);
  expect(failures(report, /^role:/).length).toBeGreaterThan(1);
});

it('fails when an update applies every field it is sent (editable.ts reverted)', async () => {
  const report = await kitAgainst(() =>
    jest.doMock('../../../server-mock/lib/editable', () => {
      const actual = jest.requireActual('../../../server-mock/lib/editable');
      const { ensureCollection } = jest.requireActual('../../../server-mock/lib/entities');
      type Row = Record<string, unknown>;
      type Ctx = { state: unknown; now: number };
      // every body field the row has, as the update handlers did before (immutable names included)
      const updatePatch = (ctx: Ctx, row: Row, body: Row, collection: string): Row => {
        const idField = ensureCollection(ctx.state, collection).idField;
        const patch: Row = {};
        for (const [k, v] of Object.entries(body)) if (k in row && k !== idField && v !== undefined) patch[k] = v;
        return patch;
      };
      return {
        ...actual,
        updatePatch,
        applyUpdate: (ctx: Ctx, row: Row, body: Row, collection: string, extra: Row = {}) => {
          const coll = ensureCollection(ctx.state, collection);
          return coll.update(row[coll.idField], { ...updatePatch(ctx, row, body, collection), ...extra });
        },
      };
    }),
  );
  expect(failures(report, /^(mass-assignment|immutable-field)$/).length).toBeGreaterThan(0);
});
