import type { AdminUser } from '@skyparcel/domain/accounts';
import type {
  CompanyMaintenance,
  CompanyRole,
  InviteColleagueBody,
} from '@skyparcel/domain/business';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const MAINTENANCE_KEY = ['company-maintenance'] as const;

/** GET /UserProfile/maintenance: the SHIPPER ADMIN's company and its users. */
export function useCompanyMaintenance() {
  return useQuery({
    queryKey: MAINTENANCE_KEY,
    queryFn: ({ signal }) => api.get<CompanyMaintenance>('/UserProfile/maintenance', { signal }),
  });
}

/** A change of the company's users; the list is asked again. */
function useMaintenanceChange<V>(change: (variables: V) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAINTENANCE_KEY }),
  });
}

/** POST /UserProfile/invite: a colleague, e-mailed a set-password link. */
export function useInviteColleague() {
  return useMaintenanceChange((body: InviteColleagueBody) =>
    api.post<AdminUser>('/UserProfile/invite', { body }),
  );
}

/** PUT /UserProfile/{id}/update-role: SHIPPER <-> SHIPPER ADMIN. */
export function useUpdateColleagueRole() {
  return useMaintenanceChange(({ id, role }: { id: string; role: CompanyRole }) =>
    api.put<AdminUser>(`/UserProfile/${encodeURIComponent(id)}/update-role`, { body: { role } }),
  );
}

/** PUT /UserProfile/{id}/update-status: deactivate or reactivate. */
export function useUpdateColleagueStatus() {
  return useMaintenanceChange(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.put<AdminUser>(`/UserProfile/${encodeURIComponent(id)}/update-status`, {
      body: { isActive },
    }),
  );
}
