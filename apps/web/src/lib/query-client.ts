import { QueryClient } from '@tanstack/react-query';

// No automatic retries: the api client already tells the member about each failure once.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
