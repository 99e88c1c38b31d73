// The row open in a drawer, kept in one search param of the URL (`?device=<id>`): opening one adds a history
// entry, so Back closes it, and closing replaces the entry. A drawer holding a grid of its own names that grid's
// URL scope, cleared whenever another row opens or the drawer closes.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearScope } from './useGridUrlState';

/**
 * @param key the search param holding the open row's id.
 * @param scope the URL scope of the drawer's own grid, if it has one.
 * @returns the open row's id (null when none is open) and a stable function opening another (null closes).
 */
export function useOpenParam(key: string, scope?: string): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (scope !== undefined) clearScope(next, scope);
          if (id) next.set(key, id);
          else next.delete(key);
          return next;
        },
        { replace: !id },
      ),
    [setParams, key, scope],
  );
  return [params.get(key), open];
}
