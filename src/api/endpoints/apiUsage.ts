// The apiUsage area's API policy: generated endpoints with the generated cache tags; creating or revoking a key
// shows a refusal in its dialog and changes the per-key metrics too.
import { apiUsageGeneratedApi } from '../generated/apiUsage.gen';
import { apiUsageOperationTags } from '../generated/apiUsage.tags.gen';
import { INLINE, LIST_ID, TAG_TYPES, withTagTable, type Tag } from '../resourceTags';

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const apiUsageApi = apiUsageGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(apiUsageOperationTags, {
    createApiKey: {
      ...INLINE,
      invalidatesTags: (_r: unknown, error: unknown): Tag[] =>
        error
          ? []
          : [
              { type: 'api_key', id: LIST_ID },
              { type: 'metrics', id: LIST_ID },
            ],
    },
    revokeApiKey: {
      ...INLINE,
      invalidatesTags: (_r: unknown, error: unknown, arg: { id: string }): Tag[] =>
        error
          ? []
          : [
              { type: 'api_key', id: arg.id },
              { type: 'api_key', id: LIST_ID },
              { type: 'metrics', id: LIST_ID },
            ],
    },
  }),
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
} = apiUsageGeneratedApi;

export type {
  ApiKey,
  ApiKeyCreated,
  CreateApiKeyApiArg,
  InvocationBreakdown,
  InvocationLatency,
  InvocationRow,
  InvocationSeries,
  InvocationSummary,
  UsagePeriod,
} from '../generated/apiUsage.gen';
