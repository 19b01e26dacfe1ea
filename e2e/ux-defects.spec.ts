/**
 * Defects a new user hit (issue #9): a signed-out deep link lands on sign-in and comes back after
 * it; the signed-out landing page logs no console error.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newUser, screenshot, signUp } from "./support.ts";

test("a signed-out visit to a course page signs in and returns to that course", async ({ page }) => {
  const user = newUser("Grace", "Hopper");
  await signUp(page, user);
  const created = await page.request.post("/api/courses", {
    data: { title: "Compilers", description: "Parsing, code generation and optimisation." },
  });
  const { id } = (await created.json()) as { id: number };
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/course/${id}?from=bookmark`);
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fcourse%2F\d+%3Ffrom%3Dbookmark$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Coursewright");
  await expectNoAxeViolations(page, "sign-in with a return address");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${id}\\?from=bookmark$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compilers");

  // An unknown path still says so, signed out too.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the signed-out landing page logs no error in the console", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("extra-large text: Quick Actions keep their whole labels and course titles wrap by word", async ({ page }) => {
  await signUp(page, newUser("Mary", "Somerville"));
  await page.request.post("/api/courses", {
    data: { title: "Introduction to Epidemiology and Public Health Surveillance", description: "Outbreaks." },
  });
  await page.request.post("/api/accessibility/settings", { data: { fontSize: "extra-large" } });
  await page.goto("/dashboard");
  const quickActions = page.getByRole("heading", { name: "Quick Actions" }).locator("xpath=../..");
  for (const name of ["Create New Course", "Import from LMS", "Browse Templates"]) {
    const button = quickActions.getByRole("button", { name });
    await expect(button).toBeVisible();
    const fits = await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits, `${name} is clipped`).toBe(true);
  }
  await screenshot(page, "ux-dashboard-xl");

  await page.goto("/my-courses");
  const title = page.getByRole("heading", { level: 2, name: /Introduction to Epidemiology/ });
  await expect(title).toBeVisible();
  // Beside the level badge the title had ~3 letters a line; now it keeps at least 12rem or takes a row.
  const width = await title.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(180);
  await screenshot(page, "ux-my-courses-xl");
});

test("on a phone the accessibility button covers no content such as Add Module", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, newUser("Rachel", "Carson"));
  const created = await page.request.post("/api/courses", { data: { title: "Ecology", description: "Systems." } });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/course/${id}`);
  const addModule = page.getByRole("button", { name: "Add Module", exact: true });
  await addModule.evaluate((el) => el.scrollIntoView({ block: "end" }));
  const a11y = page.getByRole("button", { name: "Accessibility settings" });
  const [a, b] = [await addModule.boundingBox(), await a11y.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlap =
    a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlap).toBe(false);
  await screenshot(page, "ux-editor-phone");
});

test("after Add Module, focus is on the new module (its Edit button), not lost to the page", async ({ page }) => {
  await signUp(page, newUser("Barbara", "McClintock"));
  const created = await page.request.post("/api/courses", { data: { title: "Genetics", description: "Maize." } });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/course/${id}`);
  await page.getByRole("button", { name: "Add Module", exact: true }).click();
  await expect(page.getByRole("button", { name: "Edit module New Module" })).toBeFocused();
  await page.getByRole("button", { name: "Add a new module" }).click();
  await expect(page.getByRole("button", { name: "Edit module New Module" }).nth(1)).toBeFocused();
});

test("the lesson editor's formatting toolbar is one tab stop, with arrow keys between its buttons", async ({
  page,
}) => {
  await signUp(page, newUser("Lise", "Meitner"));
  const created = await page.request.post("/api/courses", {
    data: { title: "Nuclear Physics", description: "Fission." },
  });
  const { id } = (await created.json()) as { id: number };
  await page.request.post(`/api/courses/${id}/modules`, { data: { title: "Fission" } });
  await page.goto(`/course/${id}`);
  await page.getByRole("button", { name: "Manage lessons of Fission" }).click();
  await page.getByRole("button", { name: "Add lesson to Fission" }).click();
  const toolbar = page.getByRole("dialog", { name: "Add Lesson" }).getByRole("toolbar", { name: "Formatting" });
  await expect(toolbar).toBeVisible();
  // Radix's roving focus: the toolbar (or its current button) is the one element Tab stops at.
  const tabStops = await toolbar.evaluate(
    (root) =>
      [root, ...root.querySelectorAll("button")].filter(
        (el) => (el as HTMLElement).tabIndex === 0 && !(el as HTMLButtonElement).disabled,
      ).length,
  );
  expect(tabStops).toBe(1);
  await toolbar.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Insert image" })).toBeFocused();
  await expectNoAxeViolations(page, "lesson editor toolbar");

  // A field's error goes as soon as the field is fixed, not only on the next save.
  const dialog = page.getByRole("dialog", { name: "Add Lesson" });
  await dialog.getByRole("button", { name: "Save Lesson" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByLabel("Lesson title").fill("Chain reactions");
  await expect(dialog.getByText("Title is required")).toHaveCount(0);
  await expect(dialog.getByLabel("Lesson title")).not.toHaveAttribute("aria-invalid", "true");
});
