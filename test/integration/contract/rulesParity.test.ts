// Property-based parity of docs/product-rules.md#field-rules's rules (issue 12): random strings, valid-looking ones and hostile ones are fed
// to each rule of src/validation/rules.ts (what the console's forms check) and, as the one varying field of a real
// request, to the mock (openapi.yaml's schema, then the mock's own rule checks). Both must give the same verdict.
// Integers are left out: they travel as JSON numbers, and the forms convert only text their rule accepts.
import fc from 'fast-check';
import type { MockServer } from '../../../server-mock/server';
import {
  CALLBACK_URL_PATTERN,
  COMMON_NAME_PATTERN,
  DEVICE_NAME_PATTERN,
  EMAIL_PATTERN,
  GITLAB_PROJECT_NAME_PATTERN,
  MOBILE_PATTERN,
  RESET_CONFIRMATION_PHRASE,
  RESOURCE_NAME_PATTERN,
  USERNAME_PATTERN,
  VERIFICATION_CODE_PATTERN,
  VERSION_PATTERN,
  rules,
  splitTags,
  type RuleName,
} from '../../../src/validation/rules';
import { signedIn, startMock, type CallResult, type Client } from '../support/helpers';
import { requestFor, specOps } from '../support/walk';

jest.setTimeout(120_000);

const { spec } = specOps();
let mock: MockServer;
let client: Client;

beforeAll(async () => {
  mock = await startMock();
  client = await signedIn(mock.url);
});
afterAll(() => mock.close());

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '"><script>x</script>',
  'مرحبا',
  '🚀🔥',
  ' ',
  '',
  'a'.repeat(300),
  '\u0000',
  'é',
];

/** Random text of every kind, valid examples of a pattern, and hostile samples. */
const textFor = (pattern?: RegExp) =>
  fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.string({ unit: 'grapheme', maxLength: 70 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(...HOSTILE),
    ...(pattern ? [fc.stringMatching(pattern), fc.stringMatching(pattern).map((s) => `${s}!`)] : []),
  );

interface Case {
  rule: RuleName | 'tags';
  operationId: string;
  field: string;
  pattern?: RegExp;
  /** The field's value in the request (default: the text itself). */
  encode?: (text: string) => unknown;
  /** Other fields of the request, beyond the operation's example. */
  extra?: () => Record<string, unknown>;
  /** Sent without the session token. */
  anonymous?: boolean;
}

let seq = 0;
const CASES: Case[] = [
  { rule: 'username', operationId: 'updateCurrentUser', field: 'username', pattern: USERNAME_PATTERN },
  { rule: 'email', operationId: 'sendLoginCode', field: 'email', pattern: EMAIL_PATTERN, anonymous: true },
  { rule: 'mobile', operationId: 'updateCurrentUser', field: 'mobile', pattern: MOBILE_PATTERN },
  { rule: 'nickname', operationId: 'updateCurrentUser', field: 'nickname' },
  {
    rule: 'verificationCode',
    operationId: 'loginWithCode',
    field: 'code',
    pattern: VERIFICATION_CODE_PATTERN,
    anonymous: true,
  },
  {
    rule: 'password',
    operationId: 'addUser',
    field: 'password',
    extra: () => ({ username: `prop${++seq}x`, email: `prop${seq}@example.com` }),
  },
  { rule: 'resourceName', operationId: 'createBucket', field: 'name', pattern: RESOURCE_NAME_PATTERN },
  { rule: 'commonName', operationId: 'createComputeGroup', field: 'name', pattern: COMMON_NAME_PATTERN },
  { rule: 'gitlabProjectName', operationId: 'linkGitlabProject', field: 'name', pattern: GITLAB_PROJECT_NAME_PATTERN },
  { rule: 'deviceName', operationId: 'registerNactDevice', field: 'name', pattern: DEVICE_NAME_PATTERN },
  { rule: 'deviceDescription', operationId: 'registerNactDevice', field: 'description' },
  { rule: 'callbackUrl', operationId: 'registerNactDevice', field: 'callbackUrl', pattern: CALLBACK_URL_PATTERN },
  {
    rule: 'curve25519Key',
    operationId: 'registerNactDevice',
    field: 'publicKey',
    pattern: /^[A-Za-z0-9+/]{42,44}={0,2}$/,
  },
  { rule: 'servicePublicKey', operationId: 'createNetworkServiceGroup', field: 'publicKey' },
  { rule: 'version', operationId: 'createImageFromExternal', field: 'version', pattern: VERSION_PATTERN },
  {
    rule: 'tags',
    operationId: 'createImageFromExternal',
    field: 'tags',
    encode: splitTags,
    pattern: /^[a-z0-9]{1,40}(,[a-z0-9 ]{0,40}){0,3}$/,
  },
  {
    rule: 'resetPhrase',
    operationId: 'resetInstance',
    field: 'confirmation',
    pattern: new RegExp(`^${RESET_CONFIRMATION_PHRASE}$`),
  },
];

/** The mock refused this field: a schema refusal naming it, or a rule refusal. */
function refusedField(r: CallResult, field: string): boolean {
  if (r.status === 400) return new RegExp(`/body/${field}\\b`).test(r.body.errorMessage);
  return !r.body.success && ['VALIDATION_ERROR', 'RESET_PHRASE'].includes(r.body.errorCode);
}

describe('client and mock give the same verdict for every rule', () => {
  it.each(CASES.map((c) => [c.rule, c] as const))('%s', async (_rule, c) => {
    const op = spec.byId.get(c.operationId)!;
    const base = requestFor(spec, op);
    await fc.assert(
      fc.asyncProperty(textFor(c.pattern), async (text) => {
        const client_ = c.rule === 'tags' ? rules.tags(text) : rules[c.rule](text);
        const value = c.encode ? c.encode(text) : text;
        // Unique names keep "already exists" out of the answers.
        const body = { ...base, ...(c.extra?.() ?? {}), [c.field]: value };
        if (
          c.field !== 'name' &&
          'name' in body &&
          typeof body.name === 'string' &&
          c.operationId !== 'updateCurrentUser'
        )
          body.name = c.operationId === 'registerNactDevice' ? `dev ${++seq}` : `prop${++seq}-x`;
        const r = await client.call(op.path, body, c.anonymous ? { token: null, ugroupAddr: null } : {});
        expect(r.status).not.toBe(500);
        const mockRefused = refusedField(r, c.field);
        if (mockRefused !== (client_ !== null)) {
          throw new Error(
            `${c.rule} ${JSON.stringify(text)}: client ${client_ ?? 'accepts'}, mock ${mockRefused ? 'refuses' : 'accepts'} (${r.status} ${r.body.errorCode} ${r.body.errorMessage})`,
          );
        }
      }),
      { numRuns: 40, seed: 20261123 },
    );
  });
});
