import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useHtmlClass } from "./use-html-class";

/** How long after a route change the new page title is read (pages set it in an effect). */
const ANNOUNCE_DELAY_MS = 150;

/**
 * Screen Reader Mode: announces each client-side route change with the new page's title in a
 * polite live region ("Navigated to My Courses"), as a full page load would. Silent otherwise.
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
    const timer = setTimeout(() => {
      const page = document.title.replace(/ · Coursewright$/, "");
      setMessage(`Navigated to ${page}`);
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, enabled]);

  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
