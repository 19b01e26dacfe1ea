import { useQuery } from "@tanstack/react-query";
import { USER_QUERY_STALE_MS } from "@common/constants";
import { api, queryKeys } from "@/lib/api";

/**
 * The current user from `GET /api/auth/session` (`{ user }`, null when signed out), which drives
 * which routes exist. Signed out is a 200, not a 401, so a visit to the landing page logs no
 * error in the console (issue #9). No retry and a 5-minute freshness so the check does not flicker.
 */
export function useAuth() {
  const { data, isLoading } = useQuery({
    queryKey: queryKeys.authSession,
    queryFn: api.auth.session,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: USER_QUERY_STALE_MS,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
