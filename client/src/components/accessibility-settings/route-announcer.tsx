import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useHtmlClass } from "./use-html-class";

/** Longest wait for the new page to set its title (a screen loaded on first visit arrives later). */
const TITLE_WAIT_MS = 3000;
/** Shortest wait: pages set their title in an effect, just after the route changes. */
const ANNOUNCE_DELAY_MS = 150;

const pageName = () => document.title.replace(/ · Coursewright$/, "");

/**
 * Screen Reader Mode: announces each client-side route change with the new page's title in a
 * polite live region ("Navigated to My Courses"), as a full page load would. The title is read once
 * the new page has set it (watched with a MutationObserver, so a screen that loads on first visit
 * is announced by its own name), or after 3 s when it keeps the same title. Silent otherwise.
 */
export function RouteAnnouncer() {
  const enabled = useHtmlClass("screen-reader");
  const [location] = useLocation();
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (!enabled) {
      setMessage("");
      return;
    }
    const before = document.title;
    let announced = false;
    const announce = () => {
      if (announced) return;
      announced = true;
      setMessage(`Navigated to ${pageName()}`);
    };
    let changed = false;
    let minimumPassed = false;
    const observer = new MutationObserver(() => {
      if (document.title === before) return;
      changed = true;
      if (minimumPassed) announce();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const minimum = setTimeout(() => {
      minimumPassed = true;
      if (changed) announce();
    }, ANNOUNCE_DELAY_MS);
    const fallback = setTimeout(announce, TITLE_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(minimum);
      clearTimeout(fallback);
    };
  }, [location, enabled]);

  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
