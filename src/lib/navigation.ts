// Lets sagas and shared hooks reach the router without importing it (it imports every page).
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;
let readPath: (() => string) | null = null;

/** The app registers its router: how to navigate, and where it is now. */
export function setNavigator(fn: Navigate | null, currentPathname: (() => string) | null = null): void {
  navigator = fn;
  readPath = fn ? currentPathname : null;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.hash = `#${to}`;
}

/** The path the router is on now (not the one a component last rendered with); null without an app router. */
export function currentPathname(): string | null {
  return readPath ? readPath() : null;
}
