import { useEffect } from "react";

/** Sets the browser tab title to "<page> · Coursewright" so screen-reader users hear where they are. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} · Coursewright` : "Coursewright";
  }, [page]);
}
