/**
 * The walking skeleton journey (issue #2): sign up, see the greeting, create a course (and the
 * 'Missing Information' toast), find it in My Courses by search, level filter and each sort,
 * delete it after the confirmation, sign out and back in. axe-core runs on every page visited.
 */
import { type Page, expect, test } from "@playwright/test";
import { TOASTS } from "../common/constants.ts";
import {
  checkPageAtBothWidths,
  expectNoAxeViolations,
  newUser,
  screenshot,
  signIn,
  signUp,
  visibleToast,
} from "./support.ts";

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

function courseTitles(page: Page) {
  return page.locator("main ul > li h2").allTextContents();
}

test("a newcomer signs up, creates, finds and deletes a course, and signs back in", async ({ page }) => {
  const user = newUser("Ada", "Lovelace");
  // A long journey with an axe scan on every screen: on a busy 2-core machine it nears a minute.
  test.setTimeout(120_000);

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await checkPageAtBothWidths(page, "landing");

  await page.getByRole("link", { name: "Get Started" }).first().click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await checkPageAtBothWidths(page, "sign-up");
  await page.goto("/api/login");
  await checkPageAtBothWidths(page, "sign-in");

  await signUp(page, user);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Ada Lovelace");
  await expect(page.getByText("No courses yet")).toBeVisible();
  await checkPageAtBothWidths(page, "dashboard-empty");

  // Create Course: an empty title shows the toast and sends nothing.
  await page.getByRole("navigation").getByRole("link", { name: "Create Course" }).click();
  await expect(page).toHaveURL(/\/create-course$/);
  await checkPageAtBothWidths(page, "create-course");
  await page.getByLabel("Description").fill("Structure and function of cells for first-year students.");
  await page.getByRole("button", { name: "Create Course" }).click();
  await expect(visibleToast(page, TOASTS.missingInformationCourse.title)).toContainText(
    TOASTS.missingInformationCourse.description,
  );
  await expect(page).toHaveURL(/\/create-course$/);

  await page.getByLabel("Course Title").fill("Cell Biology");
  await page.getByLabel("Duration").fill("8 weeks");
  await chooseOption(page, "Difficulty Level", "Intermediate");
  await page.getByRole("button", { name: "Create Course" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(visibleToast(page, TOASTS.courseCreated.title)).toBeVisible();
  await expect(page.getByText("Cell Biology").first()).toBeVisible();
  await checkPageAtBothWidths(page, "dashboard");

  // Two more courses through the API, as the signed-in user.
  for (const data of [
    { title: "Organic Chemistry", description: "Reaction mechanisms for chemistry majors.", level: "advanced" },
    { title: "Academic Writing", description: "Essays, arguments and citations.", level: "beginner" },
  ]) {
    const res = await page.request.post("/api/courses", { data });
    expect(res.status()).toBe(201);
  }

  await page.getByRole("navigation").getByRole("link", { name: "My Courses" }).click();
  await expect(page).toHaveURL(/\/my-courses$/);
  await expect.poll(() => courseTitles(page)).toEqual(["Academic Writing", "Organic Chemistry", "Cell Biology"]);
  await checkPageAtBothWidths(page, "my-courses");

  await page.getByLabel("Search courses").fill("CHEM");
  await expect.poll(() => courseTitles(page)).toEqual(["Organic Chemistry"]);
  await page.getByLabel("Search courses").fill("cells");
  await expect.poll(() => courseTitles(page)).toEqual(["Cell Biology"]);
  await page.getByLabel("Search courses").fill("no such course");
  await expect(page.getByText("No courses match your filters")).toBeVisible();
  await page.getByLabel("Search courses").fill("");

  await chooseOption(page, "Level", "Advanced");
  await expect.poll(() => courseTitles(page)).toEqual(["Organic Chemistry"]);
  await chooseOption(page, "Level", "All Levels");

  await chooseOption(page, "Sort by", "Title A-Z");
  await expect.poll(() => courseTitles(page)).toEqual(["Academic Writing", "Cell Biology", "Organic Chemistry"]);
  await chooseOption(page, "Sort by", "Level");
  await expect.poll(() => courseTitles(page)).toEqual(["Academic Writing", "Cell Biology", "Organic Chemistry"]);
  await chooseOption(page, "Sort by", "Progress");
  await expect.poll(() => courseTitles(page)).toHaveLength(3);
  await chooseOption(page, "Sort by", "Most Recent");
  await expect.poll(() => courseTitles(page)).toEqual(["Academic Writing", "Organic Chemistry", "Cell Biology"]);

  // Delete after the confirmation.
  await page.getByRole("button", { name: "Delete Cell Biology" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText('Are you sure you want to delete "Cell Biology"? This action cannot be undone.');
  await expectNoAxeViolations(page, "delete confirmation");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(visibleToast(page, TOASTS.courseDeleted.title)).toBeVisible();
  await expect.poll(() => courseTitles(page)).toEqual(["Academic Writing", "Organic Chemistry"]);

  // Sign out, then back in: the data is still there.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await signIn(page, user);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Ada Lovelace");
  await page.goto("/my-courses");
  await expect.poll(() => courseTitles(page)).toEqual(["Academic Writing", "Organic Chemistry"]);
});

test("a wrong password and a taken email give clear errors on the sign-in page", async ({ page }) => {
  const user = newUser("Grace", "Hopper");
  await signUp(page, user);
  await page.getByRole("button", { name: "Sign out" }).click();

  await page.goto("/api/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expectNoAxeViolations(page, "sign-in with error");

  await page.goto("/api/login?mode=signup");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("another long password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists. Sign in instead.");
  await expect(page.getByLabel("First name")).toHaveValue("Grace");
});

test("a link to /api/logout only asks; the confirm page's button signs out, and weak passwords are refused", async ({
  page,
}) => {
  const user = newUser("Alan", "Turing");
  await signUp(page, user);
  await page.goto("/api/logout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign out of Coursewright?");
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);
  await expectNoAxeViolations(page, "sign-out confirmation");
  await screenshot(page, "sign-out-confirm");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await page.goto("/api/login?mode=signup");
  await page.getByLabel("First name").fill("Alan");
  await page.getByLabel("Last name").fill("Turing");
  await page.getByLabel("Email").fill(`weak-${user.email}`);
  await page.getByLabel("Password").fill("password1234");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toContainText("This password is too common or easy to guess.");
  await expectNoAxeViolations(page, "sign-up with a weak password");
});
