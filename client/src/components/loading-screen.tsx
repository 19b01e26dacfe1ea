import { Loader2 } from "lucide-react";

/** Full-page spinner shown while the authentication check loads (SPEC §2). */
export function LoadingScreen() {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-screen items-center justify-center focus:outline-none">
      <div role="status" className="flex flex-col items-center gap-3 text-gray-700">
        <Loader2 className="size-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
        <p className="text-sm font-medium">Loading...</p>
      </div>
    </main>
  );
}
