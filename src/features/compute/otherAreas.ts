// Calls of other areas that compute screens make, kept apart from ./api so the pages that do not make them (the GPU
// and node grids) do not load those areas' endpoints. They come with their areas' policy (src/api/endpoints).

/**
 * Releasing an instance linked to a dedicated request is the instances area's call: its refusal is shown in the
 * dialog that sent it, and its success reads the dedicated requests again.
 */
export { useReleaseInstanceMutation } from '@/api/endpoints/instances';

/** The members a resource queue may admit (organisation area's list, read only). */
export { useQueryMembersQuery } from '@/api/endpoints/organisation';

/** The instance behind an idle GPU, read to offer its release or archive (the instances area's dialogs). */
export { useGetInstanceQuery } from '@/api/endpoints/instances';
