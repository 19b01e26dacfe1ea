import { QueryClient } from "@tanstack/react-query";
import { QUERY_STALE_MS } from "@common/constants";
import { getQueryFn } from "./api";

/**
 * The app's query client with SPEC §7's defaults: a GET returns JSON or null on 401, queries
 * retry once, stay fresh for 1 s, never poll and never refetch on focus; mutations never retry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "returnNull" }),
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

export { errorMessage } from "./api";
