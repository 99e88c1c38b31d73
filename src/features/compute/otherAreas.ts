// Calls of other areas that compute screens make, kept apart from ./api so the pages that do not make them (the GPU
// and node grids) do not load those areas' endpoints.
import { instancesGeneratedApi } from '@/api/generated/instances.gen';
import { organisationGeneratedApi } from '@/api/generated/organisation.gen';

/**
 * Releasing an instance linked to a dedicated request is the instances area's call (tag instances); the early
 * release dialog uses it as generated (with its generated cache tags) and re-reads the request itself.
 */
export const { useReleaseInstanceMutation } = instancesGeneratedApi;

/** The members a resource queue may admit (organisation area's list, read only). */
export const { useQueryMembersQuery } = organisationGeneratedApi;

