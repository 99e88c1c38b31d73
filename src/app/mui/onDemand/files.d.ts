// MUI's own module files (webpack.config.ts alias `@mui-material-files`), loaded by the on-demand stand-ins beside
// this file: the package's exports do not name them, so they are declared without types here.
declare module '@mui-material-files/*';
