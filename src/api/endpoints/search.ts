// The search area's API policy: the command palette's one search over every area. Its answers are never reused
// after the palette stops asking (a write in any area may change what a search finds), and a refused search is
// shown inside the palette, where the user typed.
import { searchGeneratedApi } from '../generated/search.gen';
import { searchOperationTags } from '../generated/search.tags.gen';
import { INLINE, TAG_TYPES, withTagTable } from '../resourceTags';

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const searchApi = searchGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(searchOperationTags, {
    querySearchResults: { ...INLINE, keepUnusedDataFor: 0 },
  }),
});

export const { useQuerySearchResultsQuery, useLazyQuerySearchResultsQuery } = searchGeneratedApi;

export type { SearchRequest, SearchResult, SearchResultType, SearchResults } from '../generated/search.gen';
