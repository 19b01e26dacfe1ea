import { useCallback, useRef, type RefObject } from "react";

/**
 * Focus return for dialogs opened without a Radix `Trigger` (one dialog shared by many buttons).
 * Call `capture()` when opening (it remembers the focused element, normally the button pressed)
 * and pass `onCloseAutoFocus` to the dialog content: on close, focus goes back to that element if
 * it is still in the page (WCAG 2.4.3 focus order), else to `fallback` (e.g. a section heading
 * with tabIndex -1, when the opener was deleted by the dialog's action).
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>) {
  const returnTo = useRef<HTMLElement | null>(null);
  const capture = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      const element = returnTo.current;
      if (element && element.isConnected) {
        event.preventDefault();
        element.focus();
      } else if (fallback?.current) {
        event.preventDefault();
        fallback.current.focus();
      }
    },
    [fallback],
  );
  return { capture, onCloseAutoFocus };
}
