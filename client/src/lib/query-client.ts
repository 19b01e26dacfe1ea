import { QueryClient } from "@tanstack/react-query";
import { QUERY_STALE_MS } from "@common/constants";

/**
 * The app's query client with SPEC §7's defaults: queries retry once, stay fresh for 1 s, never
 * poll and never refetch on focus; mutations never retry. Each query names its own `queryFn`
 * from the typed endpoints (lib/api).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      staleTime: QUERY_STALE_MS,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: {
      retry: 0,
    },
  },
});
