// The kit's command line: options from flags and the environment (the mock's accounts by default), and the table.
import { formatReport, MOCK_DEFAULTS, type KitReport } from '../../../scripts/contract-kit/kit';
import { parseArgs } from '../../../scripts/contract-verify';

describe('contract:verify options', () => {
  it('defaults to the mock fixture accounts and organisations', () => {
    const { options, report } = parseArgs(['--base-url', 'http://127.0.0.1:3001'], {});
    expect(options.baseUrl).toBe('http://127.0.0.1:3001');
    expect(options.accounts).toEqual(MOCK_DEFAULTS.accounts);
    expect(options.org).toBe('ug-7f3a9c2e');
    expect(options.foreignOrg).toBe('ug-2b81d0aa');
    expect(options.invitationCode).toBe('INVITE-DEMO-2026');
    expect(options.emailCode).toBe('123456');
    expect(report).toBe('contract-verify-report.json');
  });

  it('takes accounts and the rest from flags, else from the environment', () => {
    const { options, report } = parseArgs(
      [
        '--base-url=https://api.test',
        '--member',
        'm@x.org:pa:ss',
        '--org',
        'ug-1',
        '--email-code',
        '',
        '--only',
        '^create',
        '--report',
        'out/r.json',
      ],
      { CONTRACT_OWNER: 'o@x.org:Secret1', CONTRACT_FOREIGN_ORG: 'ug-2', CONTRACT_INVITATION_CODE: '' },
    );
    expect(options.baseUrl).toBe('https://api.test');
    expect(options.accounts.member).toEqual({ email: 'm@x.org', password: 'pa:ss' });
    expect(options.accounts.owner).toEqual({ email: 'o@x.org', password: 'Secret1' });
    expect(options.accounts.admin).toEqual(MOCK_DEFAULTS.accounts.admin);
    expect(options.org).toBe('ug-1');
    expect(options.foreignOrg).toBe('ug-2');
    expect(options.invitationCode).toBeUndefined();
    expect(options.emailCode).toBeUndefined();
    expect(options.only?.test('createBucket')).toBe(true);
    expect(report).toBe('out/r.json');
  });

  it('refuses a missing base URL, unknown flags and accounts without a password', () => {
    expect(() => parseArgs([], {})).toThrow(/--base-url/);
    expect(() => parseArgs(['--base-url', 'http://h', '--nope'], {})).toThrow(/Unknown option --nope/);
    expect(() => parseArgs(['--base-url', 'http://h', '--admin', 'nopassword'], {})).toThrow(/EMAIL:PASSWORD/);
    expect(parseArgs(['--help'], {}).help).toBe(true);
  });
});

describe('the report table', () => {
  it('has a row per check, the total and the failures', () => {
    const report: KitReport = {
      baseUrl: 'http://h',
      spec: 'openapi.yaml',
      startedAt: new Date(0).toISOString(),
      durationMs: 1500,
      operations: 2,
      totals: { checks: 3, passed: 1, failed: 1, skipped: 1 },
      byCheck: { valid: { passed: 1, failed: 0, skipped: 0 }, 'foreign-org': { passed: 0, failed: 1, skipped: 1 } },
      results: [
        {
          operationId: 'createBucket',
          check: 'foreign-org',
          outcome: 'fail',
          status: 200,
          detail: 'expected NO_PERMISSION',
        },
      ],
    };
    const text = formatReport(report);
    expect(text).toMatch(/^check\s+passed\s+failed\s+skipped$/m);
    expect(text).toMatch(/^foreign-org\s+0\s+1\s+1$/m);
    expect(text).toMatch(/^total\s+1\s+1\s+1$/m);
    expect(text).toContain('createBucket foreign-org: expected NO_PERMISSION');
    expect(text).toContain('1 FAILED');
  });
});
