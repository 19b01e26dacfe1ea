import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "@common/constants";
import { useHtmlClass } from "@/components/accessibility-settings/use-html-class";
import { useToast } from "@/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/** Renders the toasts of `toast()`: 5 s, swipe right past 50 px to dismiss, F8 to focus (SPEC §9). */
export function Toaster() {
  const { toasts } = useToast();
  // Screen Reader Mode: toasts stay until dismissed, so there is time to reach and hear them.
  const screenReaderMode = useHtmlClass("screen-reader");
  return (
    <ToastProvider
      duration={screenReaderMode ? Infinity : TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} />
    </ToastProvider>
  );
}
