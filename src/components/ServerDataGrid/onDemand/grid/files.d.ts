// The data grid's own module files (webpack.config.ts alias `@x-data-grid-files`), loaded by the on-demand wrappers
// beside this file: the package's exports do not name them, so their types are not checked here.
declare module '@x-data-grid-files/*' {
  const file: Record<string, unknown>;
  export = file;
}
