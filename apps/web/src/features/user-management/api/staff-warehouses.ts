import type { StaffWarehouses } from '@skyparcel/domain/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

function staffWarehousesPath(userId: string) {
  return `/UserProfile/${encodeURIComponent(userId)}/warehouses`;
}

export function getStaffWarehousesOfQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'warehouses', userId],
    queryFn: ({ signal }) => api.get<StaffWarehouses>(staffWarehousesPath(userId), { signal }),
  });
}

/** GET /UserProfile/{id}/warehouses (ADMIN): where a staff member works. */
export function useStaffWarehousesOf(userId: string) {
  return useQuery(getStaffWarehousesOfQueryOptions(userId));
}

/** PUT /UserProfile/{id}/warehouses (ADMIN): replaces them; the answer is kept as the new list. */
export function useSetStaffWarehouses(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warehouseIds: string[]) =>
      api.put<StaffWarehouses>(staffWarehousesPath(userId), { body: { warehouseIds } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(getStaffWarehousesOfQueryOptions(userId).queryKey, answer);
    },
  });
}
