// MUI's createTheme for a console that never builds CSS-variables themes. MUI's own file links createThemeWithVars
// and the cssVars helpers (~5 KB gzip in the entry) because Box, Skeleton and the default theme call it; for options
// without `cssVariables` and `colorSchemes` (every call the console's code and its libraries make) it returns
// `createThemeNoVars(options, ...args)`, which this file does too. Any other call fails loudly instead of silently
// building a different theme. webpack.config.ts puts this file in place of @mui/material/styles/createTheme.mjs.
import createThemeNoVars from '@mui/material/styles/createThemeNoVars';

export default function createTheme(options = {}, ...args) {
  const { cssVariables = false } = options;
  if (cssVariables !== false || 'colorSchemes' in options) {
    throw new Error(
      'createTheme: CSS-variables and colorSchemes themes are not part of this build (see webpack.config.ts)',
    );
  }
  return createThemeNoVars(options, ...args);
}
