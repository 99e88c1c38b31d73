// The button that opens the command palette, for the console's app bar.
export { default as PaletteLauncher } from '../PaletteLauncher';
