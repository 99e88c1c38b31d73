// The resources area's API policy: generated endpoints with the generated cache tags; forms and confirmations show
// the server's refusal where the user acted, and a chunked upload refreshes nothing until it completes.
import { resourcesGeneratedApi } from '../generated/resources.gen';
import { resourcesOperationTags } from '../generated/resources.tags.gen';
import { INLINE, TAG_TYPES, withTagTable, type Tag } from '../resourceTags';

/** A chunk changes no listed image until the upload completes: no refetch of the list per chunk. */
const NO_TAGS = (): Tag[] => [];

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const resourcesApi = resourcesGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(resourcesOperationTags, {
    linkGitlabProject: INLINE,
    updateGitlabProject: INLINE,
    unlinkGitlabProject: INLINE,
    createImageFromGitlab: INLINE,
    createImageFromExternal: INLINE,
    updateImage: INLINE,
    deleteImage: INLINE,
    createDataset: INLINE,
    deleteDataset: INLINE,
    createModel: INLINE,
    deleteModel: INLINE,
    uploadDatasetVersion: INLINE,
    uploadModelVersion: INLINE,
    initImageUpload: { ...INLINE, invalidatesTags: NO_TAGS },
    uploadImageChunk: { ...INLINE, invalidatesTags: NO_TAGS },
    abortImageUpload: { ...INLINE, invalidatesTags: NO_TAGS },
    completeImageUpload: INLINE,
  }),
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
} = resourcesGeneratedApi;

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
} from '../generated/resources.gen';
