// MUI's theme builder without CSS variables (webpack.config.ts and jest.config.cjs alias it to its file; the package
// does not export the path). Same signature as createTheme for options without `cssVariables`/`colorSchemes`.
declare module '@mui/material/styles/createThemeNoVars' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';

  export default function createThemeNoVars(options?: ThemeOptions, ...args: object[]): Theme;
}
