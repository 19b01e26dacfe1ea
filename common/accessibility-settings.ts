/**
 * The accessibility settings' values and defaults (SPEC §3, §9), without zod: the signed-in app's
 * first screen imports them, and zod stays out of that chunk (issue #13). The request schema is
 * in quality.ts.
 */

/** Font sizes of the accessibility settings (SPEC §3), smallest first. */
export const FONT_SIZES = ["small", "medium", "large", "extra-large"] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** Labels of the font sizes in the settings panel. */
export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  "extra-large": "Extra Large",
};

/** A user's accessibility settings (SPEC §3 "Accessibility settings"). */
export interface AccessibilitySettings {
  highContrast: boolean;
  fontSize: FontSize;
  reducedMotion: boolean;
  screenReader: boolean;
  keyboardNavigation: boolean;
}

/** Defaults (SPEC §9): font size medium, keyboard navigation on, the other switches off. */
export const DEFAULT_ACCESSIBILITY_SETTINGS: AccessibilitySettings = {
  highContrast: false,
  fontSize: "medium",
  reducedMotion: false,
  screenReader: false,
  keyboardNavigation: true,
};

/** Whether a value is one of {@link FONT_SIZES}. */
export function isFontSize(value: unknown): value is FontSize {
  return typeof value === "string" && (FONT_SIZES as readonly string[]).includes(value);
}
