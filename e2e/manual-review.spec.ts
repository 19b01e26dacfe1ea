/**
 * The manual-check list on a course's quality page (issue #11): the WCAG 2.1 AA criteria that need
 * a person, ticked by keyboard, still ticked after a reload, counted beside the grade; axe-clean.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newUser, screenshot, signUp } from "./support.ts";

test("tick a criterion that needs a person; it persists and the grade says so", async ({ page }) => {
  await signUp(page, newUser("Gregg", "Vanderheiden"));
  const course = await (
    await page.request.post("/api/courses", { data: { title: "Accessible Slides", description: "Slides for all." } })
  ).json();
  await page.request.post(`/api/courses/${course.id}/analyze-quality`);
  await page.goto(`/course/${course.id}/quality`);

  const section = page.getByRole("region", { name: "Checks that need a person (WCAG 2.1 AA)" });
  await expect(section.getByText("0 of 11 criteria confirmed by a person.")).toBeVisible();
  const criterion = section.getByRole("checkbox", { name: /1\.3\.3 Sensory Characteristics/ });
  await expect(criterion).not.toBeChecked();
  await expect(criterion).toHaveAccessibleDescription(/shape, colour, size or position/);

  // Keyboard only: focus the box and press Space.
  await criterion.focus();
  await page.keyboard.press("Space");
  await expect(criterion).toBeChecked();
  await expect(section.getByText("1 of 11 criteria confirmed by a person.")).toBeVisible();
  await expect(section.getByText(/Confirmed by you on/)).toBeVisible();

  await page.reload();
  await expect(section.getByRole("checkbox", { name: /1\.3\.3 Sensory Characteristics/ })).toBeChecked();
  await expect(page.getByText("Checked by a person: 1 of 11 WCAG criteria (1.3.3)", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, "course quality page with the manual-check list");
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, "quality-manual-review");

  // Unticking withdraws the confirmation, also after a reload.
  await section.getByRole("checkbox", { name: /1\.3\.3 Sensory Characteristics/ }).uncheck();
  await expect(section.getByText("0 of 11 criteria confirmed by a person.")).toBeVisible();
  await page.reload();
  await expect(section.getByRole("checkbox", { name: /1\.3\.3 Sensory Characteristics/ })).not.toBeChecked();
});
