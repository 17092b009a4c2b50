import type { CursorPage } from '@portal/contracts/cursor';
import type {
  ShipmentAdvanceBody,
  ShipmentAdvanceResult,
  ShipmentCreateBody,
  ShipmentDetail,
  ShipmentItem,
  ShipmentKind,
  ShipmentStatus,
  ShipmentUpdateBody,
} from '@portal/contracts/shipment';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The operator's containers desk: /admin-api/shipment/* (docs/containers.md), operator only.

export interface ContainerFilters {
  status?: ShipmentStatus;
  kind?: ShipmentKind;
  number?: string;
  etdFrom?: string;
  etdTo?: string;
}

export const CONTAINER_PAGE_SIZE = 20;
const base = '/admin-api/shipment';

export const staffContainerKeys = {
  all: ['staff', 'containers'] as const,
  lists: ['staff', 'containers', 'list'] as const,
  list: (filters: ContainerFilters) => ['staff', 'containers', 'list', filters] as const,
  detail: (id: number) => ['staff', 'containers', 'detail', id] as const,
};

export function useContainers(filters: ContainerFilters) {
  return useInfiniteQuery({
    queryKey: staffContainerKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorPage<ShipmentItem>>(`${base}/page`, { ...filters, cursor: pageParam, pageSize: CONTAINER_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useContainer(id: number) {
  return useQuery({
    queryKey: staffContainerKeys.detail(id),
    queryFn: ({ signal }) => staffApi.get<ShipmentDetail>(`${base}/get`, { id }, { signal }),
  });
}

// Every change answers the shipment as it now stands: the view takes it as is, the lists
// read again.
function useShipmentWrite<B>(url: string, options: { silent?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => staffApi.post<ShipmentDetail>(url, body, options),
    onSuccess: (detail) => {
      client.setQueryData(staffContainerKeys.detail(detail.id), detail);
      void client.invalidateQueries({ queryKey: staffContainerKeys.lists });
    },
  });
}

export const useCreateContainer = () => useShipmentWrite<ShipmentCreateBody>(`${base}/create`);
export const useUpdateContainer = () => useShipmentWrite<ShipmentUpdateBody>(`${base}/update`);
// A refused scan is shown in the scan list with the server's reason, not as a toast.
export const useLoadOrder = () => useShipmentWrite<{ id: number; orderNo: string }>(`${base}/load`, { silent: true });
export const useUnloadOrder = () => useShipmentWrite<{ id: number; orderNo: string }>(`${base}/unload`);

// The move of the whole shipment, or its dry run (writes nothing). A move changes the
// shipment and its orders: everything of the desk reads again.
export function useAdvanceContainer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipmentAdvanceBody) => staffApi.post<ShipmentAdvanceResult>(`${base}/advance`, body),
    onSuccess: (result) => {
      if (!result.dryRun) void client.invalidateQueries({ queryKey: staffContainerKeys.all });
    },
  });
}
