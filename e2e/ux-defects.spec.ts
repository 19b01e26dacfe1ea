/**
 * Defects a new user hit (issue #9): a signed-out deep link lands on sign-in and comes back after
 * it; the signed-out landing page logs no console error.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newUser, signUp } from "./support.ts";

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
