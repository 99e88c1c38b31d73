// The apiUsage area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { useCallback, useState } from 'react';
import { apiUsageGeneratedApi, type CreateApiKeyApiArg } from '@/api/generated/apiUsage.gen';
import { apiUsageOperationTags } from '@/api/generated/apiUsage.tags.gen';
import { RESOURCES } from '@/api/generated/resourceTags.gen';
import { LIST_ID, withResourceTags } from '@/api/resourceTags';
import { useAppDispatch } from '@/app/hooks';

// The generated resource tags of every endpoint (enhanceEndpoints changes the endpoints in place; its answer
// is untyped, so the typed api below is the one screens use).
withResourceTags(apiUsageGeneratedApi, apiUsageOperationTags);

// Creating a key shows the server's refusal in its dialog; new or revoked keys change the per-key metrics too.
export const apiUsageApi = apiUsageGeneratedApi.enhanceEndpoints({
  addTagTypes: RESOURCES,
  endpoints: {
    createApiKey: {
      extraOptions: { skipErrorHandler: true },
      invalidatesTags: (_r, error) =>
        error
          ? []
          : [
              { type: 'api_key', id: LIST_ID },
              { type: 'metrics', id: LIST_ID },
            ],
    },
    revokeApiKey: {
      extraOptions: { skipErrorHandler: true },
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [
              { type: 'api_key', id: arg.id },
              { type: 'api_key', id: LIST_ID },
              { type: 'metrics', id: LIST_ID },
            ],
    },
  },
});

export const {
  useQueryApiKeysQuery,
  useRevokeApiKeyMutation,
  useQueryInvocationSummaryQuery,
  useQueryInvocationSeriesQuery,
  useQueryInvocationsByKeyQuery,
  useQueryInvocationsByApiQuery,
  useQueryInvocationLatencyQuery,
  useQueryInvocationTableQuery,
} = apiUsageApi;

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

export type {
  ApiKey,
  ApiKeyCreated,
  InvocationBreakdown,
  InvocationLatency,
  InvocationRow,
  InvocationSeries,
  InvocationSummary,
  UsagePeriod,
} from '@/api/generated/apiUsage.gen';
