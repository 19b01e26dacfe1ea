/**
 * Per-user accessibility settings (SPEC §2 "Accessibility settings panel", §3
 * accessibility_settings): read with defaults, and partial upsert.
 */
import { eq, sql } from "drizzle-orm";
import {
  type AccessibilitySettings,
  type AccessibilitySettingsPatch,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  isFontSize,
} from "../../../common/quality.ts";
import { accessibilitySettings } from "../../db/schema.ts";
import type { Executor } from "../../db/executor.ts";

type SettingsRow = typeof accessibilitySettings.$inferSelect;

function present(row: SettingsRow): AccessibilitySettings {
  return {
    highContrast: row.highContrast,
    fontSize: isFontSize(row.fontSize) ? row.fontSize : DEFAULT_ACCESSIBILITY_SETTINGS.fontSize,
    reducedMotion: row.reducedMotion,
    screenReader: row.screenReader,
    keyboardNavigation: row.keyboardNavigation,
  };
}

/**
 * The user's settings, or the defaults (font size medium, keyboard navigation on, the rest off)
 * when the user never saved any.
 */
export async function getAccessibilitySettings(db: Executor, userId: string): Promise<AccessibilitySettings> {
  const [row] = await db.select().from(accessibilitySettings).where(eq(accessibilitySettings.userId, userId));
  return row ? present(row) : { ...DEFAULT_ACCESSIBILITY_SETTINGS };
}

/**
 * Saves the given settings (any subset), keeping the others; creates the user's row with the
 * defaults on the first save. One statement (insert ... on conflict do update), so two saves at
 * once cannot create two rows.
 *
 * @returns the full settings after the change
 */
export async function updateAccessibilitySettings(
  db: Executor,
  userId: string,
  patch: AccessibilitySettingsPatch,
): Promise<AccessibilitySettings> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<
    Pick<SettingsRow, "highContrast" | "fontSize" | "reducedMotion" | "screenReader" | "keyboardNavigation">
  >;
  const [row] = await db
    .insert(accessibilitySettings)
    .values({ ...DEFAULT_ACCESSIBILITY_SETTINGS, ...changes, userId })
    .onConflictDoUpdate({ target: accessibilitySettings.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return present(row!);
}
