// Where a portal card leads.

/** An item's link as a console route (`/apps`, `/#/apps`) or an external address; anything else is dropped. */
export function itemTarget(link: string | null | undefined): { route: string } | { href: string } | null {
  if (!link) return null;
  if (/^https?:\/\//i.test(link)) return { href: link };
  const route = link.replace(/^\/?#/, '');
  return route.startsWith('/') ? { route } : null;
}
