/**
 * The data block the server puts in the page (server/http/spa-page.ts): the signed-in user or
 * null, as `GET /api/auth/session` would answer. Seeding the query cache with it lets the first
 * render choose the landing page or the signed-in app without a round trip (issue #13). A page
 * without the block (the Vite dev server) falls back to asking the server.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@common/schemas";
import { queryKeys } from "@/lib/api/query-keys";

/** Reads the block once and seeds the session and user queries; does nothing without it. */
export function seedBootData(queryClient: QueryClient): void {
  const block = document.getElementById("cw-boot");
  if (!block?.textContent) return;
  try {
    const { user } = JSON.parse(block.textContent) as { user: User | null };
    queryClient.setQueryData(queryKeys.authSession, user);
    if (user) queryClient.setQueryData(queryKeys.user, user);
  } catch {
    // A damaged block only costs the round trip it would have saved.
  }
}
