import { useEffect } from "react";
import { useLocation } from "wouter";

/**
 * Starts every new screen at the top: a client-side route change otherwise keeps the previous
 * screen's scroll position (e.g. Use Template from a scrolled list would open the editor mid-page).
 */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
