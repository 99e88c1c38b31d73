// @rtk-query/codegen-openapi config: openapi.yaml → src/api/generated/<tag>.gen.ts, one file per OpenAPI tag.
// Usable as is by the CLI (`rtk-query-codegen-openapi scripts/codegen.config.cjs`); `npm run codegen` (scripts/codegen.mjs)
// runs the same config and adds the header, prettier and the --check mode.

/** The tags of openapi.yaml, one per area of docs/product-rules.md (and one folder under src/features/). */
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

/**
 * Cache tag names (src/api/generated/resourceTags.gen.ts) are the resource a path names
 * (`/api/aispace/<service>/<resource>/<action>`), in the product's words where the backend's word differs.
 */
const RESOURCE_NAMES = {
  consume_account: 'organisation',
  consume_user: 'user',
  account_user_rel: 'membership',
  obs_accesskey: 'access_key',
  platf: 'operation_email',
};

/** Operations whose path sits under another resource than the one they read or change. */
const OPERATION_RESOURCES = {
  inviteMembers: 'invitation',
  queryInvitations: 'invitation',
  removeMembers: 'member',
  updateMemberRole: 'member',
  getInvitation: 'invitation',
  joinInvitedAccount: 'invitation',
  // sending a code changes nothing the console shows
  sendLoginCode: 'verification_code',
  sendEmailCode: 'verification_code',
};

/** Every call is POST; reads (names starting query/get/list) become queries, everything else mutations. */
const QUERY_NAME = /^(query|get|list)[A-Z]/;
const isQueryName = (operationName) => QUERY_NAME.test(operationName);

// A function, not a RegExp: a RegExp filter shared by several output files drops endpoints silently
// (reduxjs/redux-toolkit#5122).
const hasTag = (tag) => (_name, definition) => (definition.operation.tags ?? []).includes(tag);

// Accept-Language is set by src/api/baseQuery.ts, so no generated hook takes it as an argument.
const noHeaderArgs = () => false;

const endpointOverrides = [
  { pattern: (name) => isQueryName(name), type: 'query', parameterFilter: noHeaderArgs },
  { pattern: (name) => !isQueryName(name), type: 'mutation', parameterFilter: noHeaderArgs },
];

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../openapi.yaml',
  apiFile: '../src/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: false,
  // Hooks take the request body itself: useQueryInstancesQuery({ pageNum: 1, pageSize: 10 }).
  flattenArg: true,
  // `unknown` for the envelope's untyped data, so `Envelope & { data?: T }` narrows to T.
  useUnknown: true,
  outputFiles: Object.fromEntries(
    TAGS.map((tag) => [
      `../src/api/generated/${tag}.gen.ts`,
      { filterEndpoints: hasTag(tag), endpointOverrides, exportName: `${tag}GeneratedApi` },
    ]),
  ),
};
module.exports.TAGS = TAGS;
module.exports.isQueryName = isQueryName;
module.exports.RESOURCE_NAMES = RESOURCE_NAMES;
module.exports.OPERATION_RESOURCES = OPERATION_RESOURCES;
