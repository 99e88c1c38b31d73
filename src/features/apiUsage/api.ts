// The apiUsage area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/apiUsage.ts.
import { useCallback, useState } from 'react';
import { apiUsageApi, type CreateApiKeyApiArg } from '@/api/endpoints/apiUsage';
import { useAppDispatch } from '@/app/hooks';

export * from '@/api/endpoints/apiUsage';

/**
 * Creates an API key without keeping the answer in the store: the full key is returned once, to the caller
 * only. A tracked mutation would leave it in `api.mutations` (and so in Redux state) until reset; an untracked
 * one still invalidates the key list.
 */
export function useCreateApiKeyOnce() {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const create = useCallback(
    async (arg: CreateApiKeyApiArg) => {
      setLoading(true);
      try {
        const answer = await dispatch(apiUsageApi.endpoints.createApiKey.initiate(arg, { track: false })).unwrap();
        return answer.data ?? null;
      } finally {
        setLoading(false);
      }
    },
    [dispatch],
  );
  return [create, { isLoading }] as const;
}

/** The organisation's application services and how to call each: the apps area's calls, for a key's snippets. */
export { useGetApiServiceDetailQuery, useQueryApplicationServicesQuery } from '@/api/endpoints/apps';
