import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** Whether <html> has `className` right now, re-rendering when it changes (e.g. "screen-reader"). */
export function useHtmlClass(className: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains(className),
    () => false,
  );
}
