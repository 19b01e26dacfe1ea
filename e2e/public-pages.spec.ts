/**
 * Signed-out pages (SPEC §2 route table): the four feature pages, the privacy policy and terms
 * of service with SPEC's policy figures, and 'Page Not Found'. axe-core on each.
 */
import { expect, test } from "@playwright/test";
import { checkPageAtBothWidths, expectNoAxeViolations } from "./support.ts";

const FEATURE_PAGES = [
  "/features/ai-course-builder",
  "/features/accessibility-compliance",
  "/features/lms-integration",
  "/features/quality-assurance",
];

test("feature pages are reachable and accessible", async ({ page }) => {
  for (const path of FEATURE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
  await checkPageAtBothWidths(page, "feature-quality-assurance");
});

test("privacy policy and terms of service state the policy figures", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
  await expect(page.getByRole("main")).toContainText("12 months");
  await expect(page.getByRole("main")).toContainText("7 years");
  await checkPageAtBothWidths(page, "privacy-policy");

  await page.goto("/terms-of-service");
  await expect(page.getByRole("main")).toContainText("18");
  await expect(page.getByRole("main")).toContainText("Delaware");
  await expectNoAxeViolations(page, "terms of service");
});

test("an unknown path shows 'Page Not Found'", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expectNoAxeViolations(page, "404");
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});
