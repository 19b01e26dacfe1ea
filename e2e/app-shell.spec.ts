/**
 * The signed-in shell (SPEC §2 "Layout and sidebar"): six entries in order, the phone drawer with
 * its backdrop, the user's initials, name and email, and the placeholder screens.
 */
import { expect, test } from "@playwright/test";
import { VIEWPORTS, expectNoAxeViolations, newUser, signUp } from "./support.ts";

const ENTRIES = ["Dashboard", "Create Course", "My Courses", "Templates", "LMS Integration", "Quality Dashboard"];

test("sidebar lists the six entries in order with the user's details", async ({ page }) => {
  const user = newUser("Katherine", "Johnson");
  await signUp(page, user);
  const nav = page.getByRole("navigation", { name: /main/i });
  await expect(nav.getByRole("link")).toHaveText(ENTRIES);
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
  const aside = page.getByRole("complementary").or(page.locator("aside")).first();
  await expect(aside).toContainText("KJ");
  await expect(aside).toContainText("Katherine Johnson");
  await expect(aside).toContainText(user.email);

  for (const [entry, path, heading] of [
    ["Templates", "/templates", "Templates"],
    ["LMS Integration", "/lms-integration", "LMS Integration"],
    ["Quality Dashboard", "/quality-dashboard", "Quality Dashboard"],
  ] as const) {
    await nav.getByRole("link", { name: entry }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page, path);
  }
});

test("on a phone the sidebar is a drawer with a backdrop that closes it", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signUp(page, newUser("Dorothy", "Vaughan"));
  const open = page.getByRole("button", { name: "Open navigation" });
  await expect(open).toBeVisible();
  await expect(page.getByRole("link", { name: "My Courses" })).toBeHidden();

  await open.click();
  await expect(page.getByRole("link", { name: "My Courses" })).toBeVisible();
  await expectNoAxeViolations(page, "drawer open");
  await page.mouse.click(VIEWPORTS.phone.width - 10, VIEWPORTS.phone.height / 2); // the dimmed backdrop
  await expect(page.getByRole("link", { name: "My Courses" })).toBeHidden();

  await open.click();
  await page.getByRole("link", { name: "My Courses" }).click();
  await expect(page).toHaveURL(/\/my-courses$/);
  await expect(page.getByRole("link", { name: "Create Course" })).toBeHidden();
});

test("a missing or non-numeric course id goes to the dashboard, an unknown one says Course Not Found", async ({
  page,
}) => {
  await signUp(page, newUser("Mary", "Jackson"));
  await page.goto("/course/abc");
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ["/course", "/course/"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.goto("/course/999999");
  await expect(page.getByRole("heading", { name: "Course Not Found" })).toBeVisible();
  await expect(page.getByText("The course you're looking for doesn't exist.")).toBeVisible();
  await expectNoAxeViolations(page, "course not found");
});
