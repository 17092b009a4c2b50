import type { ServiceContact } from '@portal/contracts/advice';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const serviceContactKeys = {
  assigned: ['service-contact', 'assigned'] as const,
};

// The member's assigned customer-service contact; null: none assigned (the service desk of the
// client config stands in). Silent: the dialog shows a failure itself.
export function useAssignedContact() {
  return useQuery({
    queryKey: serviceContactKeys.assigned,
    queryFn: ({ signal }) => api.get<ServiceContact | null>('/app-api/member/user/getContact', undefined, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });
}
