// The data grid's own module files (webpack.config.ts alias `@x-data-grid-files`), loaded by the on-demand wrappers
// beside this file: the package's exports do not name them, so they are declared without types here; each wrapper
// hands its component to `onDemand`, which types it by the props the grid passes.
declare module '@x-data-grid-files/*';
