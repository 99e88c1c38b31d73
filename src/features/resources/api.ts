// The resources area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { resourcesGeneratedApi } from '@/api/generated/resources.gen';
import { resourcesOperationTags } from '@/api/generated/resources.tags.gen';
import { withResourceTags } from '@/api/resourceTags';

const NO_TAGS = () => [];

// withResourceTags returns the same api object with tags added, but its declared type loses the endpoints'
// result types (they come out unknown); the cast restores them. `<never>`: no new tag types or definitions.
const tagged = withResourceTags(
  resourcesGeneratedApi,
  resourcesOperationTags,
) as unknown as typeof resourcesGeneratedApi;

export const resourcesApi = tagged.enhanceEndpoints<never>({
  endpoints: {
    // Forms that show the server's refusal where the user acted (inline), not as a toast.
    linkGitlabProject: { extraOptions: { skipErrorHandler: true } },
    updateGitlabProject: { extraOptions: { skipErrorHandler: true } },
    createImageFromGitlab: { extraOptions: { skipErrorHandler: true } },
    createImageFromExternal: { extraOptions: { skipErrorHandler: true } },
    updateImage: { extraOptions: { skipErrorHandler: true } },
    createDataset: { extraOptions: { skipErrorHandler: true } },
    createModel: { extraOptions: { skipErrorHandler: true } },
    uploadDatasetVersion: { extraOptions: { skipErrorHandler: true } },
    uploadModelVersion: { extraOptions: { skipErrorHandler: true } },
    // A chunked upload changes no listed image until it completes: no refetch of the list per chunk.
    initImageUpload: { invalidatesTags: NO_TAGS, extraOptions: { skipErrorHandler: true } },
    uploadImageChunk: { invalidatesTags: NO_TAGS, extraOptions: { skipErrorHandler: true } },
    abortImageUpload: { invalidatesTags: NO_TAGS, extraOptions: { skipErrorHandler: true } },
    completeImageUpload: { extraOptions: { skipErrorHandler: true } },
  },
});

export const {
  useQueryGitlabProjectsQuery,
  useLinkGitlabProjectMutation,
  useUpdateGitlabProjectMutation,
  useUnlinkGitlabProjectMutation,
  useQueryImagesQuery,
  useGetImageQuery,
  useInitImageUploadMutation,
  useUploadImageChunkMutation,
  useCompleteImageUploadMutation,
  useAbortImageUploadMutation,
  useCreateImageFromExternalMutation,
  useCreateImageFromGitlabMutation,
  useUpdateImageMutation,
  useDeleteImageMutation,
  useQueryDatasetsQuery,
  useCreateDatasetMutation,
  useUploadDatasetVersionMutation,
  useQueryDatasetVersionsQuery,
  useDeleteDatasetMutation,
  useQueryModelsQuery,
  useCreateModelMutation,
  useUploadModelVersionMutation,
  useQueryModelVersionsQuery,
  useDeleteModelMutation,
} = resourcesApi;

export type {
  AssetVersion,
  Dataset,
  DatasetPurpose,
  GitlabProject,
  Image,
  ImageSource,
  ImageStatus,
  ImageUpload,
  Model,
  QueryGitlabProjectsRequest,
} from '@/api/generated/resources.gen';
