// The storage area's API policy: generated endpoints with the generated cache tags; writes whose refusal the
// screens show where the user acted (dialogs, upload rows) skip the global message, object writes change the
// bucket's object count and capacity too, and a signed download URL is fetched for one click and never refreshed.
import { storageGeneratedApi } from '../generated/storage.gen';
import { storageOperationTags } from '../generated/storage.tags.gen';
import { INLINE, LIST_ID, TAG_TYPES, withTagTable, type Tag } from '../resourceTags';

const objectWrite = (_r: unknown, error: unknown): Tag[] =>
  error
    ? []
    : [
        { type: 'object', id: LIST_ID },
        { type: 'bucket', id: LIST_ID },
      ];

/** A signed URL: a refetch after the file is deleted would fail. */
const ONE_SHOT = { providesTags: (): Tag[] => [] };

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const storageApi = storageGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(storageOperationTags, {
    createDriveFolder: INLINE,
    uploadDriveFile: INLINE,
    renameDriveEntry: INLINE,
    moveDriveEntries: INLINE,
    deleteDriveEntries: INLINE,
    getDriveDownloadUrl: ONE_SHOT,
    getObjectDownloadUrl: ONE_SHOT,
    createBucket: INLINE,
    deleteBucket: INLINE,
    uploadObject: { ...INLINE, invalidatesTags: objectWrite },
    deleteObjects: { ...INLINE, invalidatesTags: objectWrite },
    createVolume: INLINE,
    expandVolume: INLINE,
    attachVolume: INLINE,
    detachVolume: INLINE,
    deleteVolume: INLINE,
  }),
});

export const {
  useListDriveEntriesQuery,
  useCreateDriveFolderMutation,
  useUploadDriveFileMutation,
  useLazyGetDriveDownloadUrlQuery,
  useRenameDriveEntryMutation,
  useMoveDriveEntriesMutation,
  useDeleteDriveEntriesMutation,
  useGetDriveQuotaQuery,
  useQueryBucketsQuery,
  useGetBucketQuery,
  useCreateBucketMutation,
  useDeleteBucketMutation,
  useQueryObjectsQuery,
  useUploadObjectMutation,
  useLazyGetObjectDownloadUrlQuery,
  useDeleteObjectsMutation,
  useQueryVolumesQuery,
  useCreateVolumeMutation,
  useExpandVolumeMutation,
  useAttachVolumeMutation,
  useDetachVolumeMutation,
  useDeleteVolumeMutation,
} = storageGeneratedApi;

export type { Bucket, BucketDetail, DriveEntry, StorageObject, Volume, BatchResult } from '../generated/storage.gen';
