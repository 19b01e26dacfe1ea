/**
 * How the accessibility settings change the page (SPEC §2 "Accessibility settings panel"): classes
 * and an attribute on <html>, read by the "Accessibility settings" section of index.css.
 *
 * | setting              | on <html>                     | effect                                                        |
 * |----------------------|-------------------------------|---------------------------------------------------------------|
 * | highContrast         | class `high-contrast`         | black on white, dark borders, underlined links, dark buttons (>= 7:1) |
 * | fontSize             | attribute `data-font-size`    | root font size 14 / 16 / 18 / 20 px; the rem-based UI scales   |
 * | reducedMotion        | class `reduced-motion`        | no animations or transitions, no smooth scrolling, still charts |
 * | screenReader         | class `screen-reader`         | route changes announced with the page title; toasts stay until dismissed |
 * | keyboardNavigation   | class `keyboard-nav`          | a 3 px focus ring on every focusable element, prominent skip link |
 *
 * The last settings are kept in localStorage so that public/a11y-boot.js can apply them before
 * the first paint; keep the key and the mapping in step with that file.
 */
import { DEFAULT_ACCESSIBILITY_SETTINGS, type AccessibilitySettings, isFontSize } from "@common/accessibility-settings";

/** localStorage key of the last applied settings (also read by public/a11y-boot.js). */
export const SETTINGS_STORAGE_KEY = "cw.a11y-settings";

/**
 * Applies settings to `root` (default: <html>): toggles the classes and sets `data-font-size`.
 */
export function applyAccessibilitySettings(
  settings: AccessibilitySettings,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle("high-contrast", settings.highContrast);
  root.classList.toggle("reduced-motion", settings.reducedMotion);
  root.classList.toggle("screen-reader", settings.screenReader);
  root.classList.toggle("keyboard-nav", settings.keyboardNavigation);
  root.setAttribute("data-font-size", settings.fontSize);
}

/** Remembers settings for the next page load (ignored when storage is unavailable). */
export function storeAccessibilitySettings(settings: AccessibilitySettings): void {
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or storage full: the server copy still applies after sign-in.
  }
}

/** The stored settings merged over the defaults; the defaults when nothing valid is stored. */
export function readStoredAccessibilitySettings(): AccessibilitySettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "null");
    if (!raw || typeof raw !== "object") return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
    const s = raw as Record<string, unknown>;
    const flag = (key: keyof AccessibilitySettings) =>
      typeof s[key] === "boolean" ? (s[key] as boolean) : (DEFAULT_ACCESSIBILITY_SETTINGS[key] as boolean);
    return {
      highContrast: flag("highContrast"),
      fontSize: isFontSize(s.fontSize) ? s.fontSize : DEFAULT_ACCESSIBILITY_SETTINGS.fontSize,
      reducedMotion: flag("reducedMotion"),
      screenReader: flag("screenReader"),
      // On unless explicitly false (SPEC §2).
      keyboardNavigation: s.keyboardNavigation !== false,
    };
  } catch {
    return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  }
}
