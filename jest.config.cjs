// Jest: unit and component tests in jsdom, integration tests (against the mock, in-process) in node.

/** @type {import('jest').Config['transform']} */
const swc = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  // not in @mui/material's package exports (see src/app/theme.ts)
  '^@mui/material/styles/createThemeNoVars$': '<rootDir>/node_modules/@mui/material/styles/createThemeNoVars.js',
  '\\.(css|png|jpg|svg)$': '<rootDir>/test/unit/fileStub.ts',
};

/** @type {import('jest').Config} */
const config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/test/unit'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: swc,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
      // A file's first render loads MUI and the data grid into jsdom: seconds on a loaded 2-core machine, where the
      // default 5 s per test failed a passing test now and then. A test that hangs still fails.
      testTimeout: 15_000,
      transformIgnorePatterns: ['/node_modules/(?!(until-async)/)'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/integration'],
      testMatch: ['**/*.test.ts'],
      transform: swc,
      moduleNameMapper,
    },
    {
      // Runs after `npm run build` (scripts/test.mjs orders it): budgets of the production bundle.
      displayName: 'build',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/build'],
      testMatch: ['**/*.test.ts'],
      transform: swc,
      moduleNameMapper,
    },
  ],
};

module.exports = config;
