/**
 * Fix in place (issue #11 item 5): on a course's quality page the author fixes an image without
 * alt text from the accessibility issues table, without opening the lesson editor; the course is
 * re-analysed, the score rises and the issue is gone. The dialog and the page stay axe-clean.
 */
import { mkdirSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import {
  checkDialogAtBothWidths,
  checkPageAtBothWidths,
  expectNoAxeViolations,
  newUser,
  signUp,
  visibleToast,
} from "./support.ts";

const GOOD_LESSON =
  '<h2>Osmosis</h2><p>Water moves across a membrane from low to high solute concentration. Read the <a href="https://example.org/osmosis">chapter on osmosis</a> and try the practice questions.</p>';
const IMAGE_WITHOUT_ALT = '<p>The figure shows a plant cell.</p><p><img src="https://example.org/x.png"></p>';

/** A course whose second lesson has an image without alt text, created through the API. */
async function createCourse(page: Page) {
  const course = await (
    await page.request.post("/api/courses", { data: { title: "Cell Biology", description: "Cells and membranes." } })
  ).json();
  const module = await (
    await page.request.post(`/api/courses/${course.id}/modules`, {
      data: {
        title: "Membranes",
        description: "How substances cross the cell membrane, with a worked example and practice.",
        lessons: [
          { title: "Osmosis", contentHtml: GOOD_LESSON, durationMinutes: 20 },
          { title: "Plant cells", contentHtml: IMAGE_WITHOUT_ALT, durationMinutes: 15 },
        ],
      },
    })
  ).json();
  const lesson = module.lessons.find((l: { title: string }) => l.title === "Plant cells");
  return { courseId: course.id as number, lessonId: lesson.id as number };
}

test("fix an image's alt text from the quality page; the course is re-analysed and the score rises", async ({
  page,
}) => {
  // Two analyses and axe scans of the quality page, its dialog at two widths and after the fix.
  test.setTimeout(150_000);
  await signUp(page, newUser("Grace", "Hopper"));
  const { courseId, lessonId } = await createCourse(page);
  await page.goto(`/course/${courseId}/quality`);
  await expect(page.getByRole("heading", { level: 1, name: "Cell Biology" })).toBeVisible();

  const firstResponse = page.waitForResponse((r) => r.url().endsWith(`/api/courses/${courseId}/analyze-quality`));
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  const first = await (await firstResponse).json();
  const overall = page.getByRole("region", { name: "Overall score" });
  await expect(overall.getByText(String(first.overallScore), { exact: true })).toBeVisible();
  const issues = page.getByRole("region", { name: "Accessibility issues table" });
  await expect(issues.locator("code", { hasText: "x.png" })).toBeVisible();
  mkdirSync("screenshots", { recursive: true });
  await issues.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "screenshots/fix-in-place-issues-desktop.png" });
  await expectNoAxeViolations(page, "course quality page with Fix buttons");

  // Open the fix dialog from the row, with the keyboard.
  const fixButton = issues.getByRole("button", { name: "Fix alt text in “Plant cells”" });
  await fixButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add alt text" });
  await expect(dialog).toBeVisible();
  const altField = dialog.getByRole("textbox", { name: "Alt text" });
  await expect(altField).toBeFocused();
  await checkDialogAtBothWidths(page, "fix-in-place-dialog");

  // Cancel returns focus to the row's button; nothing was saved.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(fixButton).toBeFocused();

  // A file name is refused before anything is sent.
  await page.keyboard.press("Enter");
  await altField.fill("x.png");
  await dialog.getByRole("button", { name: "Save alt text" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Alt text must say what the image shows, not its file name");
  await expect(altField).toHaveAttribute("aria-invalid", "true");

  await altField.fill("A plant cell with its wall, vacuole and chloroplasts labelled");
  const fixResponse = page.waitForResponse((r) => r.url().endsWith(`/api/lessons/${lessonId}/accessibility-fixes`));
  const secondResponse = page.waitForResponse((r) => r.url().endsWith(`/api/courses/${courseId}/analyze-quality`));
  await altField.press("Enter");
  expect((await fixResponse).status()).toBe(200);
  const second = await (await secondResponse).json();
  expect(second.scores.accessibility).toBeGreaterThan(first.scores.accessibility);
  expect(second.overallScore).toBeGreaterThan(first.overallScore);

  await expect(dialog).toBeHidden();
  await expect(visibleToast(page, "Issue Fixed")).toBeVisible();
  await expect(
    visibleToast(page, `Course quality score: ${second.overallScore}/100 (${second.grade.grade})`),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Accessibility issues (WCAG 2.1 AA)" })).toBeFocused();
  await expect(overall.getByText(String(second.overallScore), { exact: true })).toBeVisible();
  await expect(issues).toBeHidden();
  await expect(page.getByText("No issues found by the automated checks.")).toBeVisible();
  await expect(page.getByText(/Stale:/)).toBeHidden();
  await page.screenshot({ path: "screenshots/fix-in-place-fixed-desktop.png" });

  const lesson = await (await page.request.get(`/api/courses/${courseId}/modules?include=content`)).json();
  const fixed = lesson.flatMap((m: { lessons: { id: number; contentHtml: string }[] }) => m.lessons);
  expect(fixed.find((l: { id: number }) => l.id === lessonId).contentHtml).toContain(
    'alt="A plant cell with its wall, vacuole and chloroplasts labelled"',
  );
  await checkPageAtBothWidths(page, "fix-in-place-after");
});
