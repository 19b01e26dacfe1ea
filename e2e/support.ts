/**
 * Shared steps of the end-to-end journeys: signing up through the real sign-up page, the
 * axe-core WCAG 2.1 A/AA check run on every page visited, and screenshots to look at.
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";

/** WCAG 2.1 A and AA rule tags checked on every page. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Desktop and phone widths every page is looked at. */
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** A new user's details with a unique email. */
export function newUser(firstName = "Ada", lastName = "Lovelace") {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.edu`;
  return { firstName, lastName, email, password: "correct horse battery staple" };
}

/** Signs up through GET /api/login?mode=signup and waits for the Dashboard. */
export async function signUp(page: Page, user: ReturnType<typeof newUser>) {
  await page.goto("/api/login?mode=signup");
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through GET /api/login and waits for the Dashboard. */
export async function signIn(page: Page, user: ReturnType<typeof newUser>) {
  await page.goto("/api/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Waits (up to 3 s) until no finite CSS animation or transition is running, so that axe does not
 * measure the contrast of an element caught mid-fade (a toast sliding in, a dialog opening).
 * Endless animations such as spinners are ignored.
 */
export async function settleAnimations(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe once the page is still. A toast that starts to fade out while axe measures (it closes
 * after TOAST_DURATION_MS, whenever that falls) gives a contrast result for a frame no one reads,
 * so a run with violations is repeated once after animations settle again; a real violation
 * shows in both runs and is the one reported.
 */
async function analyzeWhenStill(page: Page, builder: () => AxeBuilder) {
  await settleAnimations(page);
  const first = await builder().analyze();
  if (first.violations.length === 0) return first;
  await settleAnimations(page);
  return builder().analyze();
}

/** Runs axe-core with the WCAG 2.1 A/AA tags and fails listing every violation. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await analyzeWhenStill(page, () => new AxeBuilder({ page }).withTags(WCAG_TAGS));
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Saves a full-page screenshot to screenshots/<name>.png (not committed) for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/** Checks a page with axe at desktop and phone width and screenshots both. */
export async function checkPageAtBothWidths(page: Page, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${name} (${label})`);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * Checks an open modal dialog with axe at desktop and phone width and screenshots both. The
 * screenshots show the viewport, not the full page: a modal and its overlay are fixed to the
 * viewport, so a full-page shot would show them over only part of the page.
 */
export async function checkDialogAtBothWidths(page: Page, name: string) {
  mkdirSync("screenshots", { recursive: true });
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${name} (${label})`);
    await page.screenshot({ path: `screenshots/${name}-${label}.png` });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * The toast with this text, in the "Notifications (F8)" region. (Radix also announces a toast
 * through a short-lived role="status" element; that one is gone after about a second, so a check
 * on getByRole("status") can miss the toast on a slow machine.) includeHidden: while a modal dialog
 * is open the rest of the page, toasts included, is aria-hidden; toBeVisible still checks it shows.
 */
export function visibleToast(page: Page, text: string) {
  return page
    .getByRole("region", { name: /^Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: text });
}

/**
 * Checks WCAG 2.1 SC 1.4.6 Contrast (Enhanced), 7:1 (4.5:1 for large text), with axe's
 * color-contrast-enhanced rule: the bar the high-contrast theme promises.
 */
export async function expectEnhancedContrast(page: Page, label: string) {
  const results = await analyzeWhenStill(page, () => new AxeBuilder({ page }).withRules(["color-contrast-enhanced"]));
  const summary = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? v.help}`),
  );
  expect(summary, `7:1 contrast on ${label}`).toEqual([]);
}
