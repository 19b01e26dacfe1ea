/**
 * Data of the account screens (issue #15): consent, the activity trail and account deletion.
 * Query keys live here with the hooks that use them.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActivityPage, ConsentRequest, ConsentStatus } from "@common/governance";
import { apiRequest } from "@/lib/api";

export const accountKeys = {
  consents: ["/api/consents"] as const,
  activity: (filters: ActivityFilters) => ["/api/activity", filters] as const,
  activityAll: ["/api/activity"] as const,
};

/** Filters of the activity list; "" = any. */
export interface ActivityFilters {
  resource: string;
  outcome: "" | "success" | "failure";
}

async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest("GET", url);
  return (await res.json()) as T;
}

/** Whether the user's consent to reading LMS course content is in force, and its history. */
export function useConsentStatus() {
  return useQuery({ queryKey: accountKeys.consents, queryFn: () => getJson<ConsentStatus>("/api/consents") });
}

/** Gives or revokes a consent; the status refreshes everywhere it is shown. */
export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ConsentRequest) =>
      (await (await apiRequest("POST", "/api/consents", request)).json()) as ConsentStatus,
    onSuccess: (status) => {
      queryClient.setQueryData(accountKeys.consents, status);
      void queryClient.invalidateQueries({ queryKey: accountKeys.activityAll });
    },
  });
}

/** The user's activity, newest first, a page at a time (`fetchNextPage` loads older entries). */
export function useActivity(filters: ActivityFilters, pageSize?: number) {
  return useInfiniteQuery({
    queryKey: [...accountKeys.activity(filters), pageSize ?? "default"],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set("before", String(pageParam));
      if (pageSize) params.set("limit", String(pageSize));
      if (filters.resource) params.set("resource", filters.resource);
      if (filters.outcome) params.set("outcome", filters.outcome);
      return getJson<ActivityPage>(`/api/activity?${params}`);
    },
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** Deletes the account (the e-mail typed again confirms it). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmEmail: string) => apiRequest("DELETE", "/api/account", { confirmEmail }),
  });
}
