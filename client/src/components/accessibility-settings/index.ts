/** The accessibility settings panel and what applies its settings (SPEC §2). */
export { AccessibilitySettingsPanel } from "./accessibility-settings-panel";
export { RouteAnnouncer } from "./route-announcer";
export { useHtmlClass } from "./use-html-class";
export {
  SETTINGS_STORAGE_KEY,
  applyAccessibilitySettings,
  readStoredAccessibilitySettings,
  storeAccessibilitySettings,
} from "./apply-settings";
