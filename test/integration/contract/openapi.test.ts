// openapi.yaml is the one contract (docs/product-rules.md#calls-and-errors, issue 3): shape of every operation, docs/product-rules.md#calls-and-errors paths,
// the envelope, docs/product-rules.md#fixed-values enums and docs/product-rules.md#field-rules rules identical to src/validation/rules.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  CALLBACK_URL_PATTERN,
  COMMON_NAME_PATTERN,
  DEVICE_NAME_PATTERN,
  EMAIL_PATTERN,
  GITLAB_PROJECT_NAME_PATTERN,
  RESET_CONFIRMATION_PHRASE,
  RESOURCE_NAME_PATTERN,
  USERNAME_PATTERN,
  VERIFICATION_CODE_PATTERN,
  VERSION_PATTERN,
  LIMITS,
  MOBILE_PATTERN,
  TAG_PATTERN,
} from '@/validation/rules';

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
  nullable?: boolean;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  description?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
};
interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { $ref?: string }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { $ref?: string; headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> }
  >;
}

const root = path.resolve(__dirname, '../../..');
const spec = parse(fs.readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as {
  openapi: string;
  security: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    parameters: Record<string, { name: string; in: string; required?: boolean; schema: Schema }>;
  };
};
const schemas = spec.components.schemas;
const operations = Object.entries(spec.paths).flatMap(([p, item]) =>
  Object.entries(item).map(([method, op]) => ({ path: p, method, op })),
);

const TAGS = [
  'session',
  'organisation',
  'compute',
  'deploy',
  'instances',
  'resources',
  'storage',
  'edge',
  'apiUsage',
  'apps',
  'tasks',
  'billing',
  'portal',
  'search',
  'notifications',
];
const VERBS = [
  'query',
  'get',
  'list',
  'create',
  'update',
  'delete',
  'add',
  'remove',
  'set',
  'login',
  'logout',
  'register',
  'send',
  'switch',
  'join',
  'reset',
  'invite',
  'withdraw',
  'resend',
  'release',
  'restart',
  'repair',
  'save',
  'upload',
  'archive',
  'restore',
  'scale',
  'enable',
  'disable',
  'extend',
  'convert',
  'link',
  'unlink',
  'init',
  'complete',
  'abort',
  'stop',
  'expand',
  'attach',
  'detach',
  'rename',
  'move',
  'revoke',
  'pay',
  'cancel',
  'split',
  'unsplit',
];
const PUBLIC = [
  'login',
  'loginWithCode',
  'sendLoginCode',
  'register',
  'registerWithInvitation',
  'getInvitation',
  'resetPasswordWithCode',
  'getPortalContent',
  'createRequirement',
  'getSystemStatus',
];
const LOGIN = ['login', 'loginWithCode', 'register', 'registerWithInvitation'];

const refName = (s: Schema | undefined): string | undefined => s?.$ref?.replace('#/components/schemas/', '');
const resolve = (s: Schema): Schema => {
  const name = refName(s);
  if (!name) return s;
  expect(schemas[name]).toBeDefined();
  return schemas[name];
};
/** Every schema name reachable through allOf from a schema (itself included). */
const composedOf = (s: Schema): string[] => {
  const name = refName(s);
  const resolved = resolve(s);
  return [...(name ? [name] : []), ...(resolved.allOf ?? []).flatMap(composedOf)];
};
/** Properties of a schema, merged through allOf. */
const propertiesOf = (s: Schema): Record<string, Schema> => {
  const r = resolve(s);
  return Object.assign({}, ...(r.allOf ?? []).map(propertiesOf), r.properties ?? {});
};
const requestSchema = (op: Operation): Schema => op.requestBody!.content['application/json'].schema;
const PAGING = ['pageNum', 'pageSize', 'sortField', 'sortOrder', 'keyword'];
/** A list request: it declares the paging fields (from their shared schemas). */
const isPageRequest = (s: Schema): boolean => {
  const props = resolve(s).properties ?? {};
  return PAGING.every((k) => refName(props[k]) === k[0].toUpperCase() + k.slice(1));
};
const okSchema = (op: Operation): Schema => op.responses['200'].content!['application/json'].schema;

describe('every operation', () => {
  it('there are operations for every area', () => {
    expect(spec.openapi).toBe('3.0.3');
    expect(operations.length).toBeGreaterThan(150);
    expect(new Set(operations.map((o) => o.op.tags[0]))).toEqual(new Set(TAGS));
  });

  it.each(operations.map((o) => [o.op.operationId, o] as const))(
    '%s follows the contract',
    (_id, { path: p, method, op }) => {
      expect(method).toBe('post');
      expect(Object.keys(spec.paths[p])).toEqual(['post']);
      expect(p).toMatch(/^\/api\/aispace\/(userman|aispweb)\/[a-z0-9_/]+$/);
      expect(op.tags).toHaveLength(1);
      expect(TAGS).toContain(op.tags[0]);
      expect(op.operationId).toMatch(/^[a-z]+(?:[A-Z0-9][a-z0-9]*)*$/);
      expect(VERBS).toContain(op.operationId.match(/^[a-z]+/)![0]);
      expect(op.summary).toBeTruthy();
      expect(op.description).toBeTruthy();
      expect(op.parameters![0]).toEqual({ $ref: '#/components/parameters/AcceptLanguage' });

      expect(op.requestBody?.required).toBe(true);
      expect(Object.keys(op.requestBody!.content)).toEqual(['application/json']);
      // a closed object: every field it may carry is declared, ugroupAddr included
      const body = resolve(requestSchema(op));
      expect(body.type).toBe('object');
      expect(body.allOf).toBeUndefined();
      expect(body.additionalProperties).toBe(false);
      expect(body.properties!.ugroupAddr).toEqual({ $ref: '#/components/schemas/UgroupAddr' });

      const ok = okSchema(op);
      const okParts = resolve(ok).allOf ?? [];
      if (refName(ok) !== 'ErrorResponse') expect(refName(okParts[0])).toBe('Envelope');
      // data is typed, and null is allowed (a failed call)
      const data = okParts[1]?.properties?.data;
      expect(data).toBeDefined();
      if (data!.anyOf) {
        expect(data!.anyOf.map(refName)).toContain('NullData');
        expect(data!.anyOf.some((s) => refName(s) !== 'NullData')).toBe(true);
      } else {
        expect(data!.type).toBeDefined();
        expect(data!.nullable).toBe(true);
      }
      // a list answers a page and takes the paging fields
      if (refName(ok)!.endsWith('PageResponse')) {
        expect(isPageRequest(requestSchema(op))).toBe(true);
        const page = data!.anyOf!.find((s) => refName(s) !== 'NullData')!;
        expect(composedOf(page)).toContain('PageMeta');
        expect(propertiesOf(page).list.type).toBe('array');
      }

      expect(op.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
      // every status a server answers besides 200 and 403
      expect(op.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
      expect(op.responses['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
      expect(op.responses['415']).toEqual({ $ref: '#/components/responses/UnsupportedMediaType' });
      expect(op.responses['500']).toEqual({ $ref: '#/components/responses/InternalError' });
      if (PUBLIC.includes(op.operationId)) {
        expect(op.security).toEqual([]);
        expect(op.responses['403']).toBeUndefined();
      } else {
        expect(op.security).toBeUndefined();
        expect(op.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
      }
      if (LOGIN.includes(op.operationId)) {
        expect(op.responses['200'].headers).toHaveProperty('authorization');
      }
    },
  );

  it('operationIds are unique', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every public call is in the spec, and the token applies everywhere else', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(ids).toEqual(expect.arrayContaining(PUBLIC));
    expect(spec.security).toEqual([{ token: [] }]);
    expect(spec.components.securitySchemes.token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    );
    // Accept-Language: any RFC 9110 language list (what browsers and HTTP libraries send), no enum
    const lang = spec.components.parameters.AcceptLanguage;
    expect(lang).toEqual(expect.objectContaining({ name: 'Accept-Language', in: 'header', required: false }));
    expect(lang.schema).toEqual(expect.objectContaining({ type: 'string', maxLength: 256 }));
    expect(lang.schema.enum).toBeUndefined();
    expect(lang.schema.pattern).toBeUndefined();
  });
});

describe('envelope and lists (docs/product-rules.md#calls-and-errors)', () => {
  it('the envelope has success, data, errorCode, errorMessage and showType', () => {
    expect(Object.keys(schemas.Envelope.properties!)).toEqual([
      'success',
      'data',
      'errorCode',
      'errorMessage',
      'showType',
    ]);
    expect(schemas.Envelope.required).toEqual(['success']);
    expect(schemas.ShowType.enum).toEqual([0, 1, 2, 3, 9]);
  });

  it('a list request pages, sorts and searches', () => {
    const props = Object.fromEntries(
      ['ugroupAddr', ...PAGING].map((k) => [
        k,
        resolve({ $ref: `#/components/schemas/${k[0].toUpperCase()}${k.slice(1)}` }),
      ]),
    );
    expect(props.pageNum).toEqual(expect.objectContaining({ type: 'integer', minimum: 1, default: 1 }));
    expect(props.pageSize).toEqual(expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100, default: 10 }));
    expect(props.sortField.type).toBe('string');
    expect(resolve(props.sortOrder).enum).toEqual(['asc', 'desc']);
    expect(props.keyword.type).toBe('string');
    expect(props.ugroupAddr.type).toBe('string');
    expect(schemas.PageMeta.required).toEqual(['total', 'pageNum', 'pageSize']);
  });
});

describe('docs/product-rules.md#calls-and-errors calls', () => {
  const paths = Object.keys(spec.paths);
  const expected = [
    ...[
      'login',
      'logout',
      'query4id',
      'add',
      'update',
      'delete',
      'vcode2mail',
      'register',
      'login4mail',
      'switch_account',
      'get4invitecode',
      'join_account_invited',
      'register4invitecode',
      'update_pwd_vcode',
      'send_email_vcode',
    ].map((a) => `/api/aispace/userman/consume_user/${a}`),
    ...['add', 'update', 'query4id', 'invite4email', 'query_invitations', 'del_users', 'update_user'].map(
      (a) => `/api/aispace/userman/consume_account/${a}`,
    ),
    '/api/aispace/userman/account_user_rel/add',
    '/api/aispace/userman/account_user_rel/delete',
    '/api/aispace/userman/platf/send_operation_email',
    ...['query', 'create', 'update'].map((a) => `/api/aispace/aispweb/obs_accesskey/${a}`),
  ];
  it.each(expected)('%s is described', (p) => {
    expect(paths).toContain(p);
  });

  it('the current-user fetch is queryCurrentUser and takes userId', () => {
    const op = spec.paths['/api/aispace/userman/consume_user/query4id'].post;
    expect(op.operationId).toBe('queryCurrentUser');
    expect(propertiesOf(requestSchema(op)).userId.type).toBe('string');
  });

  it('every other call lives under /api/aispace/aispweb/<resource>/<action>', () => {
    const others = paths.filter((p) => !expected.includes(p));
    for (const p of others) expect(p).toMatch(/^\/api\/aispace\/aispweb\/[a-z_0-9]+\/[a-z_0-9]+$/);
  });
});

describe('docs/product-rules.md#entities entities', () => {
  const fields = (name: string) => Object.keys(propertiesOf({ $ref: `#/components/schemas/${name}` }));
  it.each([
    [
      'CurrentUser',
      ['userId', 'username', 'nickname', 'email', 'mobile', 'avatar', 'defaultUgroupRel', 'ugroupRefList'],
    ],
    ['UgroupRef', ['rel', 'ugroup']],
    ['UserGroupRel', ['relId', 'role']],
    ['Ugroup', ['ugroupId', 'ugroupAddr', 'createdId', 'name', 'type']],
    [
      'Instance',
      [
        'id',
        'name',
        'type',
        'status',
        'description',
        'builder',
        'createdAt',
        'runtimeSeconds',
        'tools',
        'baseImage',
        'latestImage',
        'gpuModel',
        'gpuCount',
        'nodeId',
        'accessUrl',
        'sshCommand',
        'publicAccess',
        'computeNetwork',
      ],
    ],
    ['ArchivedInstance', ['instanceId', 'name', 'archivedBy', 'archivedAt']],
    ['GitlabProject', ['projectId', 'name', 'url', 'allowPlatformAccess']],
    [
      'Image',
      [
        'name',
        'id',
        'source',
        'sourceUrl',
        'sourceUsername',
        'fileName',
        'pullCommand',
        'version',
        'tags',
        'description',
      ],
    ],
    ['Dataset', ['id', 'purpose']],
    ['Model', ['id', 'family']],
    ['Bucket', ['objectCount', 'capacityBytes']],
    ['Volume', ['id', 'totalCapacityGiB', 'availableGiB']],
    ['ComputeNode', ['resourceType', 'specs', 'status', 'scheduledReleaseAt', 'groupId']],
    [
      'Gpu',
      [
        'nodeId',
        'splitStatus',
        'overcommitStatus',
        'overcommitPolicy',
        'overcommitMultiplier',
        'splitCount',
        'gpuUtilization',
        'vramUtilization',
        'updatedAt',
      ],
    ],
    ['ComputeGroup', ['name']],
    ['NactDevice', ['tsnSerial', 'name', 'publicKey', 'callbackUrl', 'registeredBy', 'registeredAt']],
    ['NactDeviceDetail', ['tunnels', 'adapters', 'portMappings']],
    [
      'NetworkServiceGroup',
      ['name', 'id', 'address', 'encryptionAlgorithm', 'publicKey', 'accessPoint', 'service', 'status'],
    ],
    ['ApiKey', ['expiresAt']],
    [
      'ApplicationService',
      [
        'id',
        'name',
        'enabledBy',
        'accessMethod',
        'resourceMode',
        'billingMode',
        'enabledAt',
        'expiresAt',
        'accessUrl',
        'accessStats',
      ],
    ],
    [
      'DedicatedRequest',
      [
        'resourceName',
        'minGpusPerMachine',
        'usageEndDate',
        'availabilityEndDate',
        'currentExpiry',
        'originalExpiry',
        'requester',
        'requestedAt',
      ],
    ],
    [
      'ResourceTicket',
      [
        'ticketNo',
        'name',
        'remarks',
        'reservationId',
        'reservedResources',
        'resourceId',
        'nodeServer',
        'pricePerCard',
        'region',
        'deliveryDate',
      ],
    ],
    [
      'Order',
      [
        'orderId',
        'category',
        'serviceType',
        'configuration',
        'transactionType',
        'billingMode',
        'payType',
        'price',
        'amount',
        'status',
        'serviceName',
        'serviceAddress',
        'payOrgName',
      ],
    ],
    ['OrderDetail', ['billingDetail', 'linkedOrder', 'settlement']],
    ['Bill', ['billId', 'period', 'amount', 'consumption', 'actualPayment']],
    ['Organisation', ['name', 'logo', 'type', 'ugroupAddr', 'verificationMethod']],
    ['Member', ['username', 'nickname', 'mobile', 'email', 'role', 'joinedAt']],
    ['Invitation', ['inviterName', 'invitedAt', 'validUntil', 'acceptedAt', 'validityDays']],
  ] as const)('%s carries its fields', (name, expectedFields) => {
    expect(fields(name)).toEqual(expect.arrayContaining([...expectedFields]));
  });

  it('values that can be absent are nullable, not required', () => {
    const inv = propertiesOf({ $ref: '#/components/schemas/Invitation' });
    expect(inv.acceptedAt.nullable).toBe(true);
    expect(schemas.Invitation.required).not.toContain('acceptedAt');
  });
});

describe('the statuses and constants of docs/product-rules.md#fixed-values are enums', () => {
  it.each([
    [
      'InstanceStatus',
      [
        'initial',
        'creating',
        'created_success',
        'created_failure',
        'running',
        'removing',
        'removed_success',
        'removed_failure',
        'archiving',
        'archived',
        'restoring',
        'unknown',
      ],
    ],
    ['RecoveryStatus', ['INITED', 'SUCCESS', 'FAILED']],
    ['MachineStatus', ['offline', 'online', 'preparing', 'closed', 'starting']],
    [
      'DeployStepName',
      [
        'allocate_host',
        'allocate_block_device',
        'allocate_vxlan',
        'allocate_cephfs',
        'allocate_frp_ports',
        'pull_image',
        'create_container',
        'create_frp',
        'cache_data_image',
        'start_container',
        'stop_container',
        'restart_container',
        'revoke_host',
        'revoke_rbd',
        'revoke_vxlan',
        'revoke_cephfs',
        'revoke_frp',
        'remove_container',
        'remove_frp',
        'allocate_portal_link',
        'create_portal_link',
        'remove_portal_link',
      ],
    ],
    ['StepState', ['pending', 'running', 'done', 'failed']],
    ['Role', ['superAdmin', 'admin', 'member']],
    ['BillingMode', ['daily', 'monthly', 'annual']],
    ['PayType', ['prepaid', 'postpaid']],
    ['UsagePeriod', ['today', 'yesterday', 'last7days', 'last15days']],
    ['ResourceType', ['bareMetal', 'container', 'virtualMachine', 'cluster']],
    ['InstanceType', ['interactive', 'nonInteractive']],
    ['OrganisationType', ['individual', 'business']],
    ['VerificationMethod', ['platform', 'independent']],
    ['AccessMethod', ['portal', 'nact']],
    ['ResourceMode', ['shared', 'dedicated']],
    ['ImageSource', ['gitlab', 'upload', 'external']],
    ['PortalTab', ['appCenter', 'taskCenter', 'ipAsset', 'aiDeploy', 'gpuCompute', 'apiService']],
  ] as const)('%s', (name, values) => {
    expect(schemas[name].enum).toEqual([...values]);
  });

  it('six request types, five enterprise types, validity 1/3/7 days, cprsSource with indiv', () => {
    expect(schemas.RequestType.enum).toHaveLength(6);
    expect(schemas.EnterpriseType.enum).toHaveLength(5);
    expect(schemas.InvitationValidityDays.enum).toEqual([...LIMITS.invitationValidityDays]);
    expect(schemas.CprsSource.enum).toContain('indiv');
    expect(schemas.ResetConfirmation.enum).toEqual([RESET_CONFIRMATION_PHRASE]);
  });
});

describe('docs/product-rules.md#field-rules rules match src/validation/rules.ts', () => {
  it.each([
    ['Username', USERNAME_PATTERN],
    ['Email', EMAIL_PATTERN],
    ['ResourceName', RESOURCE_NAME_PATTERN],
    ['CommonName', COMMON_NAME_PATTERN],
    ['GitlabProjectName', GITLAB_PROJECT_NAME_PATTERN],
    ['CallbackUrl', CALLBACK_URL_PATTERN],
    ['DeviceName', DEVICE_NAME_PATTERN],
    ['VersionNumber', VERSION_PATTERN],
    ['VerificationCode', VERIFICATION_CODE_PATTERN],
    ['Mobile', MOBILE_PATTERN],
  ] as const)('%s uses the same pattern', (name, pattern) => {
    expect(schemas[name].pattern).toBe(pattern.source);
  });

  it('lengths match the rules', () => {
    expect(schemas.DeviceDescription).toEqual(
      expect.objectContaining({ minLength: LIMITS.deviceDescription.min, maxLength: LIMITS.deviceDescription.max }),
    );
    expect(schemas.ServicePublicKey).toEqual(
      expect.objectContaining({ minLength: LIMITS.servicePublicKey.min, maxLength: LIMITS.servicePublicKey.max }),
    );
    expect(schemas.Password).toEqual(
      expect.objectContaining({ minLength: LIMITS.password.min, maxLength: LIMITS.password.max }),
    );
    const invite = propertiesOf({ $ref: '#/components/schemas/InviteMembersRequest' });
    expect(invite.emails.maxItems).toBe(LIMITS.invitationBatch);
    expect(refName(invite.emails.items)).toBe('Email');
  });

  it('the device name pattern accepts what the rule accepts and refuses symbols, blanks and invisible characters', () => {
    const openapi = new RegExp(schemas.DeviceName.pattern!, 'u');
    const good = ['edge-node_01', '边缘节点', '边缘 节点-1', 'Straße 3', 'エッジ端末', 'ab', 'مرحبا'];
    const bad = [
      ...['bad!name', 'a', 'x'.repeat(65), 'na/me', 'na.me', 'name@', 'tab\tname', '节点！'],
      // blank, emoji, zero-width space / joiner, right-to-left override, leading or trailing space
      ...['  ', '   ', 'edge🚀', 'ed\u200bge', 'ed\u200dge', 'ab\u202ecd', ' edge', 'edge '],
    ];
    for (const s of good) {
      expect(DEVICE_NAME_PATTERN.test(s)).toBe(true);
      expect(openapi.test(s)).toBe(true);
    }
    for (const s of bad) {
      expect(DEVICE_NAME_PATTERN.test(s)).toBe(false);
      expect(openapi.test(s)).toBe(false);
    }
    // every ASCII string: identical verdicts
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    for (const c of ascii) expect(openapi.test(`ab${c}`)).toBe(DEVICE_NAME_PATTERN.test(`ab${c}`));
  });

  it('a tag is one tag: not blank, no comma; a callback URL names a host', () => {
    expect(schemas.Tags.items!.pattern).toBe(TAG_PATTERN.source);
    const tag = new RegExp(schemas.Tags.items!.pattern!, 'u');
    for (const t of ['pytorch', 'cuda 12', '深度学习', 'a']) expect(tag.test(t)).toBe(true);
    for (const t of ['  ', ' ', ',', 'a,b', 'a，b', ' a', 'a ', '']) expect(tag.test(t)).toBe(false);
    const url = new RegExp(schemas.CallbackUrl.pattern!, 'u');
    for (const u of ['http://edge.example.org', 'https://10.0.0.1:8443/cb?x=1', 'http://host#f'])
      expect(url.test(u)).toBe(true);
    for (const u of ['http:///', 'http://', 'https:// host', 'ftp://host', 'http:///path'])
      expect(url.test(u)).toBe(false);
  });

  it('a private image source needs a username and a password that are not blank (a listed business rule)', () => {
    const op = operations.find((o) => o.op.operationId === 'createImageFromExternal')!.op as Operation & {
      'x-business-rules'?: Array<{ id: string; errorCode: string; message: string; description: string }>;
    };
    expect(op['x-business-rules']).toContainEqual(
      expect.objectContaining({
        id: 'externalCredentials',
        errorCode: 'EXTERNAL_CREDENTIALS',
        message: 'externalCredentials',
        description: expect.stringContaining('not blank'),
      }),
    );
    const props = propertiesOf({ $ref: '#/components/schemas/CreateExternalImageRequest' });
    for (const k of ['sourceUsername', 'sourcePassword']) expect(props[k].description).toContain('not blank');
  });

  it('request fields use the rule schemas', () => {
    const field = (schema: string, prop: string) =>
      refName(propertiesOf({ $ref: `#/components/schemas/${schema}` })[prop]);
    expect(field('RegisterRequest', 'username')).toBe('Username');
    expect(field('RegisterRequest', 'email')).toBe('Email');
    expect(field('LoginWithCodeRequest', 'code')).toBe('VerificationCode');
    expect(field('CreateOrganisationRequest', 'name')).toBe('ResourceName');
    expect(field('CreateComputeGroupRequest', 'name')).toBe('CommonName');
    expect(field('CreateResourceQueueRequest', 'name')).toBe('CommonName');
    expect(field('LinkGitlabProjectRequest', 'name')).toBe('GitlabProjectName');
    expect(field('RegisterNactDeviceRequest', 'name')).toBe('DeviceName');
    expect(field('RegisterNactDeviceRequest', 'description')).toBe('DeviceDescription');
    expect(field('RegisterNactDeviceRequest', 'callbackUrl')).toBe('CallbackUrl');
    expect(field('RegisterNactDeviceRequest', 'publicKey')).toBe('Curve25519PublicKey');
    expect(field('CreateNetworkServiceGroupRequest', 'publicKey')).toBe('ServicePublicKey');
    expect(field('SaveInstanceImageRequest', 'version')).toBe('VersionNumber');
    expect(field('InitImageUploadRequest', 'fileName')).toBe('ImageFileName');
    expect(field('ResetInstanceRequest', 'confirmation')).toBe('ResetConfirmation');
    expect(field('UpdateOrganisationRequest', 'logo')).toBe('LogoDataUrl');
    expect(field('UpdateCurrentUserRequest', 'mobile')).toBe('Mobile');
    // the requirement contact is the email rule or the mobile rule
    const contact = propertiesOf({ $ref: '#/components/schemas/CreateRequirementRequest' }).contact.pattern!;
    expect(contact).toBe(`^(?:${EMAIL_PATTERN.source.slice(1, -1)}|${MOBILE_PATTERN.source.slice(1, -1)})$`);
    // every request property named email/username/version/callbackUrl uses its rule (list filters match partially)
    const ruleOf: Record<string, string> = {
      email: 'Email',
      username: 'Username',
      version: 'VersionNumber',
      callbackUrl: 'CallbackUrl',
    };
    const requests = Object.keys(schemas).filter((name) => name.endsWith('Request'));
    for (const name of requests) {
      const ref = { $ref: `#/components/schemas/${name}` };
      if (isPageRequest(ref)) continue;
      for (const [prop, s] of Object.entries(propertiesOf(ref))) {
        if (ruleOf[prop]) expect([name, prop, refName(s)]).toEqual([name, prop, ruleOf[prop]]);
      }
    }
  });

  it('image uploads accept .tar and .gz only, logos PNG or JPEG only', () => {
    const file = new RegExp(schemas.ImageFileName.pattern!, 'u');
    expect(['a.tar', 'b.gz', 'c.tar.gz', 'D.TAR'].every((f) => file.test(f))).toBe(true);
    expect(['a.zip', 'tar', 'a.tgz'].some((f) => file.test(f))).toBe(false);
    const logo = new RegExp(schemas.LogoDataUrl.pattern!, 'u');
    expect(logo.test('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(logo.test('data:image/gif;base64,R0lGODlh')).toBe(false);
  });
});

describe('redocly', () => {
  it('lints clean with the recommended rules', () => {
    const run = spawnSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', 'openapi.yaml', '--format=summary'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    expect(`${run.stdout}${run.stderr}`).toMatch(/Your API description is valid/);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/You have \d+ (warning|error)/);
    expect(run.status).toBe(0);
  }, 60_000);
});
