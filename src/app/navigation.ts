// Lets sagas navigate without importing the router (which imports every page).
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.hash = `#${to}`;
}
