// The organisation's compute groups as filter / form options (one page of 100, by name).
import { useMemo } from 'react';
import { useQueryComputeGroupsQuery } from '../api';

const ALL_GROUPS = { pageNum: 1, pageSize: 100, sortField: 'name', sortOrder: 'asc' } as const;

export function useGroupOptions(): { value: string; label: string }[] {
  const { data } = useQueryComputeGroupsQuery(ALL_GROUPS);
  return useMemo(() => (data?.data?.list ?? []).map((g) => ({ value: g.id, label: g.name })), [data]);
}
