// The layer rules of eslint.config.mjs (docs/architecture.md): lower layers never import the app or a feature, the
// mock never imports the console's app, features or api; a feature reaches another (and the app a feature) only
// through its public entries; only src/api/endpoints enhances the api slice or imports the generated endpoints.
// Each case lints a one-line file placed in the layer.
import { startProbeLinter, type ProbeLinter } from './support/lintProbes';

// One ESLint process for the whole file (each case used to start ESLint anew: ~1.3 s a case).
let linter: ProbeLinter;
beforeAll(() => {
  linter = startProbeLinter();
});
afterAll(() => linter.stop());

const lint = (filename: string, text: string): Promise<string[]> => linter.lint(filename, text);

const restricted = 'import-x/no-restricted-paths';

describe('import layers', () => {
  jest.setTimeout(60_000);

  it.each([
    ['src/api/probe.ts', "import { store } from '@/app/store';\n"],
    ['src/components/probe.ts', "import { sessionActions } from '@/features/session/slice';\n"],
    ['src/lib/probe.ts', "import { router } from '@/app/router';\n"],
    ['src/validation/probe.ts', "import { sessionActions } from '@/features/session/slice';\n"],
    ['server-mock/probe.ts', "import { baseQuery } from '../src/api/baseQuery';\n"],
  ])('%s may not import upward', async (file, text) => {
    expect(await lint(file, `${text}export const probe = 1;\n`)).toContain(restricted);
  });

  it('allows a feature to import a lower layer, and the mock to import the shared rules', async () => {
    expect(
      await lint('src/features/probe.ts', "import { notify } from '@/lib/notify';\n\nexport const probe = notify;\n"),
    ).not.toContain(restricted);
    expect(
      await lint(
        'server-mock/probe.ts',
        "import { HOME_MODULE_KEYS } from '../src/validation/homeModules';\n\nexport const probe = HOME_MODULE_KEYS;\n",
      ),
    ).not.toContain(restricted);
  });
});

// Features reach each other through public entries (docs/architecture.md): `src/features/<area>/public/<entry>`,
// narrow files re-exporting what other areas use; the app also wires a feature's pages, reducers, sagas and api.
describe('features reach each other through public entries', () => {
  jest.setTimeout(60_000);
  const use = (from: string) => `import { probe as x } from '${from}';\n\nexport const probe = x;\n`;

  it.each([
    ['src/features/instances/components/probe.ts', '@/features/compute/components/usage/IdleActions'],
    ['src/features/instances/components/probe.ts', '../../compute/components/usage/IdleActions'],
    ['src/features/compute/probe.ts', '@/features/session/access'],
    ['src/app/layout/probe.ts', '@/features/session/components/ProfileMenu'],
  ])("%s may not import another area's internals (%s)", async (file, from) => {
    expect(await lint(file, use(from))).toContain(restricted);
  });

  it.each([
    ['src/features/instances/components/probe.ts', '@/features/compute/public/idle'],
    ['src/features/instances/components/probe.ts', '../status'],
    ['src/app/probe.ts', '@/features/session/public/session'],
    ['src/app/probe.ts', '@/features/session/pages/LoginPage'],
    ['src/app/probe.ts', '@/features/session/slice'],
  ])('%s may import %s', async (file, from) => {
    expect(await lint(file, use(from))).not.toContain(restricted);
  });
});

// One access model (docs/architecture.md): roles are decided by the role table through useAccess(); no feature
// keeps a permissions module or compares role names.
describe('one access model', () => {
  jest.setTimeout(60_000);
  const syntax = 'no-restricted-syntax';

  it('refuses a feature importing a permissions module', async () => {
    expect(
      await lint(
        'src/features/deploy/probe.ts',
        "import { mayActOn } from '../permissions';\n\nexport const probe = mayActOn;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await lint(
        'src/app/probe.ts',
        "import { useMe } from '@/features/apps/permissions';\n\nexport const probe = useMe;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('refuses a permissions module in a feature folder', async () => {
    expect(await lint('src/features/edge/permissions.ts', 'export const probe = 1;\n')).toContain(syntax);
  });

  it('refuses comparing a role to a role name in the app or a feature', async () => {
    for (const text of [
      "export const probe = (role: string) => role !== 'member';\n",
      "export const probe = (role: string) => 'superAdmin' === role;\n",
      "export function probe(role: string) {\n  switch (role) {\n    case 'admin':\n      return 1;\n    default:\n      return 0;\n  }\n}\n",
    ]) {
      expect(await lint('src/features/tasks/probe.ts', text)).toContain(syntax);
      expect(await lint('src/app/probe.ts', text)).toContain(syntax);
    }
  });

  it('allows asking the access model', async () => {
    const text =
      "import { useAccess } from '@/features/session/public/access';\n\nexport const probe = () => useAccess().can('release', { owner: 'demo' });\n";
    const rules = await lint('src/features/tasks/probe.ts', text);
    expect(rules).not.toContain(syntax);
    expect(rules).not.toContain('no-restricted-imports');
    expect(rules).not.toContain(restricted);
  });
});

describe('API policy in src/api/endpoints only', () => {
  jest.setTimeout(60_000);
  const generatedImport = '@typescript-eslint/no-restricted-imports';

  it.each([
    ['src/features/compute/probe.ts', "import { instancesGeneratedApi } from '@/api/generated/instances.gen';\n"],
    ['src/features/storage/probe.ts', "import { storageOperationTags } from '@/api/generated/storage.tags.gen';\n"],
    ['src/app/probe.ts', "import { sessionGeneratedApi } from '@/api/generated/session.gen';\n"],
  ])('%s may not take endpoints from the generated code', async (file, text) => {
    expect(await lint(file, `${text}export const probe = 1;\n`)).toContain(generatedImport);
  });

  it("allows the generated types, and the hooks through the area's policy module", async () => {
    expect(
      await lint(
        'src/features/compute/probe.ts',
        "import type { Instance } from '@/api/generated/instances.gen';\n\nexport type Probe = Instance;\n",
      ),
    ).not.toContain(generatedImport);
    expect(
      await lint(
        'src/features/compute/probe.ts',
        "import { useReleaseInstanceMutation } from '@/api/endpoints/instances';\n\nexport const probe = useReleaseInstanceMutation;\n",
      ),
    ).not.toContain(generatedImport);
  });

  it.each(['src/features/compute/probe.ts', 'src/app/probe.ts', 'src/api/probe.ts'])(
    '%s may not enhance or inject endpoints',
    async (file) => {
      const text =
        "import { baseApi } from '@/api/baseApi';\n\nexport const probe = baseApi.enhanceEndpoints({ endpoints: {} });\n";
      expect(await lint(file, text)).toContain('no-restricted-syntax');
      expect(await lint(file, text.replace('enhanceEndpoints', 'injectEndpoints'))).toContain('no-restricted-syntax');
    },
  );

  it('lets src/api/endpoints/<area>.ts enhance its area', async () => {
    const text =
      "import { baseApi } from '../baseApi';\n\nexport const probe = baseApi.enhanceEndpoints({ endpoints: {} });\n";
    expect(await lint('src/api/endpoints/probe.ts', text)).not.toContain('no-restricted-syntax');
  });
});
