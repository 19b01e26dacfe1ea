/**
 * Data of the account screens (issue #15): consent, the activity trail and account deletion.
 * Query keys live here with the hooks that use them.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConsentRequest } from "@common/governance";
import { api, queryKeys } from "@/lib/api";

/** Filters of the activity list; "" = any. */
export interface ActivityFilters {
  resource: string;
  outcome: "" | "success" | "failure";
}

/** Whether the user's consent to reading LMS course content is in force, and its history. */
export function useConsentStatus() {
  return useQuery({ queryKey: queryKeys.consents, queryFn: api.account.consents });
}

/** Gives or revokes a consent; the status refreshes everywhere it is shown. */
export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConsentRequest) => api.account.recordConsent(request),
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.consents, status);
      void queryClient.invalidateQueries({ queryKey: queryKeys.activityAll });
    },
  });
}

/** The user's activity, newest first, a page at a time (`fetchNextPage` loads older entries). */
export function useActivity(filters: ActivityFilters, pageSize?: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.activity(filters, pageSize ?? "default"),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set("before", String(pageParam));
      if (pageSize) params.set("limit", String(pageSize));
      if (filters.resource) params.set("resource", filters.resource);
      if (filters.outcome) params.set("outcome", filters.outcome);
      return api.account.activity(params);
    },
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** Deletes the account (the e-mail typed again confirms it). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmEmail: string) => api.account.remove(confirmEmail),
  });
}
