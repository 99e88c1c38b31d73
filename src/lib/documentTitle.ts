// The page title: the route's title (set by the router) with the count of unread notifications in front, "(3) …".
let base = typeof document === 'undefined' ? '' : document.title;
let unread = 0;

function apply(): void {
  if (typeof document === 'undefined') return;
  document.title = unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${base}` : base;
}

/** The route's own title (without the count). */
export function setPageTitle(title: string): void {
  base = title;
  apply();
}

/** How many notifications are unread (0: no count in the title). */
export function setTitleCount(count: number): void {
  unread = Math.max(0, Math.floor(count) || 0);
  apply();
}
