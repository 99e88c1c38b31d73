// The storage area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
// Writes whose refusal the screens show where the user acted (dialogs, upload rows) skip the global message.
import { instancesGeneratedApi } from '@/api/generated/instances.gen';
import { RESOURCES } from '@/api/generated/resourceTags.gen';
import { storageGeneratedApi } from '@/api/generated/storage.gen';
import { storageOperationTags } from '@/api/generated/storage.tags.gen';
import { LIST_ID, withResourceTags } from '@/api/resourceTags';

const inline = { extraOptions: { skipErrorHandler: true } };
/** Object writes change the bucket's object count and capacity too. */
const objectWrite = (_r: unknown, error: unknown) =>
  error
    ? []
    : [
        { type: 'object' as const, id: LIST_ID },
        { type: 'bucket' as const, id: LIST_ID },
      ];

// enhanceEndpoints changes the one api object in place; keeping the generated object as `storageApi` keeps the
// generated result types of its endpoints and hooks (the enhanced return type loses them).
withResourceTags(storageGeneratedApi, storageOperationTags);
storageGeneratedApi.enhanceEndpoints({
  addTagTypes: RESOURCES,
  endpoints: {
    createDriveFolder: inline,
    uploadDriveFile: inline,
    renameDriveEntry: inline,
    moveDriveEntries: inline,
    deleteDriveEntries: inline,
    // A signed URL is fetched for one click and never refreshed (a refetch after a delete would fail).
    getDriveDownloadUrl: { providesTags: [] },
    getObjectDownloadUrl: { providesTags: [] },
    createBucket: inline,
    deleteBucket: inline,
    uploadObject: { ...inline, invalidatesTags: objectWrite },
    deleteObjects: { ...inline, invalidatesTags: objectWrite },
    createVolume: inline,
    expandVolume: inline,
    attachVolume: inline,
    detachVolume: inline,
    deleteVolume: inline,
  },
});

export const storageApi = storageGeneratedApi;

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
} = storageApi;

/** Running instances to attach a volume to (the instances area's list call, used as it is generated). */
export const useQueryInstancesQuery = instancesGeneratedApi.endpoints.queryInstances.useQuery;

/** The organisation's access key ID for the bucket detail (the organisation area's cached call). */
export { useQueryAccessKeyQuery } from '@/features/organisation/api';

export type { Bucket, BucketDetail, DriveEntry, StorageObject, Volume, BatchResult } from '@/api/generated/storage.gen';
export type { Instance } from '@/api/generated/instances.gen';
