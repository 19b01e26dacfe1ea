/**
 * Quality Dashboard journey (issue #5; SPEC §2 "Quality Dashboard", DESIGN.md §3 "Quality"):
 * analyse a course from the dashboard, read its quality page, fix a failing lesson, re-analyse and
 * see the score rise; the reports table and its CSV; every page axe-clean in the default,
 * high-contrast and extra-large-font modes at desktop and phone width.
 */
import { readFileSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { checkPageAtBothWidths, expectEnhancedContrast, newUser, signUp } from "./support.ts";

const GOOD_LESSON =
  '<h2>Osmosis</h2><p>Water moves across a membrane from low to high solute concentration. Read the <a href="https://example.org/osmosis">chapter on osmosis</a> and try the practice questions.</p>';
const IMAGE_WITHOUT_ALT = '<p>The figure shows a plant cell.</p><p><img src="https://example.org/cell.png"></p>';
const IMAGE_WITH_ALT =
  '<p>The figure shows a plant cell.</p><p><img src="https://example.org/cell.png" alt="A plant cell with its wall, vacuole and chloroplasts labelled"></p>';

/** Creates a course with two modules (one lesson has an image without alt text) through the API. */
async function createCourseWithLessons(page: Page, title: string) {
  const course = await (
    await page.request.post("/api/courses", { data: { title, description: "Cells, membranes and energy." } })
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
  await page.request.post(`/api/courses/${course.id}/modules`, {
    data: {
      title: "Energy",
      description: "How cells release energy from food.",
      lessons: [{ title: "Respiration", contentHtml: GOOD_LESSON, durationMinutes: 20 }],
    },
  });
  await page.request.post(`/api/courses/${course.id}/objectives`, {
    data: { objectives: ["Students will be able to explain osmosis across a membrane."] },
  });
  const imageLesson = module.lessons.find((l: { title: string }) => l.title === "Plant cells");
  return { courseId: course.id as number, imageLessonId: imageLesson.id as number };
}

async function setSettings(page: Page, settings: Record<string, unknown>) {
  expect((await page.request.post("/api/accessibility/settings", { data: settings })).ok()).toBe(true);
}

test("analyse a course, read its quality page, fix the lesson and see the score rise", async ({ page }) => {
  await signUp(page, newUser("Rosalind", "Franklin"));
  const { courseId, imageLessonId } = await createCourseWithLessons(page, "Cell Biology");

  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Quality Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quality Dashboard" })).toBeVisible();
  const card = page.getByRole("group", { name: "Cell Biology" });
  await expect(card.getByText("Not Analyzed")).toBeVisible();
  await expect(page.getByText("0/1", { exact: true })).toBeVisible();

  const firstResponse = page.waitForResponse((r) => r.url().endsWith(`/api/courses/${courseId}/analyze-quality`));
  await card.getByRole("button", { name: /Analyze Quality/ }).click();
  const first = await (await firstResponse).json();
  await expect(page.getByText("Analysis Complete", { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Course quality score: ${first.overallScore}/100 (${first.grade.grade})`, { exact: true }),
  ).toBeVisible();
  await expect(card.getByText(`Grade ${first.grade.grade}`, { exact: false })).toBeVisible();
  await expect(card.getByRole("progressbar", { name: "Cell Biology overall score" })).toBeVisible();
  for (const label of ["Structure", "Objectives", "Assessment", "Engagement", "Accessibility", "Pedagogy"]) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByText(/Last analyzed [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  await expect(page.getByText("1/1", { exact: true })).toBeVisible();
  await checkPageAtBothWidths(page, "quality-dashboard");

  await card.getByRole("link", { name: "Details for Cell Biology" }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}/quality$`));
  await expect(page.getByRole("heading", { level: 1, name: "Cell Biology" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Radar chart of the six quality dimensions/ })).toBeVisible();
  // The failing accessibility rule names the lesson and links to it.
  const accessibility = page.locator("section", { has: page.getByRole("heading", { name: "Rules by dimension" }) });
  const evidenceLink = accessibility.getByRole("link", { name: "Edit lesson “Plant cells”" }).first();
  await expect(evidenceLink).toBeVisible();
  await expect(evidenceLink).toHaveAttribute("href", `/course/${courseId}`);
  const issues = page.getByRole("region", { name: "Accessibility issues table" });
  await expect(issues.getByRole("cell", { name: "1.1.1" }).first()).toBeVisible();
  await expect(issues.locator("code", { hasText: "<img" }).first()).toBeVisible();
  await checkPageAtBothWidths(page, "course-quality");

  // Fix the lesson (alt text), then re-analyse: the page shows it is stale first.
  const patch = await page.request.patch(`/api/lessons/${imageLessonId}`, { data: { contentHtml: IMAGE_WITH_ALT } });
  expect(patch.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(/Stale: the course changed since this analysis/)).toBeVisible();
  const secondResponse = page.waitForResponse((r) => r.url().endsWith(`/api/courses/${courseId}/analyze-quality`));
  await page.getByRole("button", { name: "Re-analyze" }).click();
  const second = await (await secondResponse).json();
  expect(second.scores.accessibility).toBeGreaterThan(first.scores.accessibility);
  expect(second.overallScore).toBeGreaterThan(first.overallScore);
  await expect(
    page.getByText(`Course quality score: ${second.overallScore}/100 (${second.grade.grade})`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/Stale:/)).toBeHidden();
  await expect(page.getByRole("img", { name: /Line chart of the overall score over time/ })).toBeVisible();
  await expect(issues).toBeHidden();
  await expect(page.getByText("No issues found by the automated checks.")).toBeVisible();

  await page.getByRole("link", { name: "Back to Quality Dashboard" }).click();
  await expect(
    page.getByRole("group", { name: "Cell Biology" }).getByText(String(second.overallScore), { exact: true }),
  ).toBeVisible();
  await page.getByRole("link", { name: "View Reports" }).click();
  await expect(page).toHaveURL(/\/quality-dashboard\/reports$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Pedagogy" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Cell Biology" })).toBeVisible();
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloadPromise;
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "Course,Structure,Objectives,Assessment,Engagement,Accessibility,Pedagogy,Overall,Grade,Last analyzed",
  );
  expect(csv).toContain(`Cell Biology,${second.scores.contentStructure},`);
  await checkPageAtBothWidths(page, "quality-reports");
});

test("every quality page is axe-clean in high-contrast and extra-large font modes", async ({ page }) => {
  // Twelve axe scans of long pages (two modes, three pages, two widths) on a 2-core CI machine.
  test.setTimeout(240_000);
  await signUp(page, newUser("Barbara", "McClintock"));
  const { courseId } = await createCourseWithLessons(page, 'Genetics, Part 1: "Jumping" Genes');
  await createCourseWithLessons(page, "Maize Cytogenetics");
  await page.request.post(`/api/courses/${courseId}/analyze-quality`);
  await page.request.post(`/api/courses/${courseId}/analyze-quality`);

  for (const [mode, settings] of [
    ["high-contrast", { highContrast: true }],
    ["extra-large", { highContrast: false, fontSize: "extra-large" }],
  ] as const) {
    await setSettings(page, settings);
    await page.goto("/quality-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Quality Dashboard" })).toBeVisible();
    if (mode === "high-contrast") await expect(page.locator("html")).toHaveClass(/high-contrast/);
    else await expect(page.locator("html")).toHaveAttribute("data-font-size", "extra-large");
    await expect(page.getByRole("group", { name: "Maize Cytogenetics" }).getByText("Not Analyzed")).toBeVisible();
    await checkPageAtBothWidths(page, `quality-dashboard-${mode}`);
    if (mode === "high-contrast") await expectEnhancedContrast(page, "Quality Dashboard (high contrast)");

    await page.goto(`/course/${courseId}/quality`);
    await expect(page.getByRole("heading", { name: "Rules by dimension" })).toBeVisible();
    await checkPageAtBothWidths(page, `course-quality-${mode}`);
    if (mode === "high-contrast") await expectEnhancedContrast(page, "course quality page (high contrast)");

    await page.goto("/quality-dashboard/reports");
    await expect(page.getByRole("table")).toBeVisible();
    await checkPageAtBothWidths(page, `quality-reports-${mode}`);
    if (mode === "high-contrast") await expectEnhancedContrast(page, "Reports (high contrast)");
  }
});

test("Analyze All scores every unanalysed course one after another; View Priority opens the first that needs attention", async ({
  page,
}) => {
  await signUp(page, newUser("Lise", "Meitner"));
  await page.goto("/quality-dashboard");
  await expect(page.getByText("No courses to analyze")).toBeVisible();
  await expect(page.getByRole("button", { name: "View Priority" })).toBeDisabled();
  await expect(page.getByText("No analyzed course needs attention (scores below 70).")).toBeVisible();
  await checkPageAtBothWidths(page, "quality-dashboard-empty");
  await page.getByRole("button", { name: "Create Your First Course" }).click();
  await expect(page).toHaveURL(/\/create-course$/);

  for (const title of ["Nuclear Physics", "Radioactivity", "Fission"]) {
    await page.request.post("/api/courses", { data: { title, description: "An empty course." } });
  }
  await page.goto("/quality-dashboard");
  await expect(page.getByText("0/3", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Analyze All" }).click();
  await expect(
    page
      .getByRole("complementary", { name: "Actions" })
      .getByRole("status")
      .filter({ hasText: /Analyzing \d of 3|Analyzed 3 of 3 courses\./ }),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Actions" }).getByRole("status")).toHaveText(
    "Analyzed 3 of 3 courses.",
  );
  await expect(page.getByText("3/3", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Analyze All" })).toBeDisabled();

  // Empty courses score low: View Priority opens the first of them (newest first).
  await page.getByRole("button", { name: "View Priority" }).click();
  await expect(page).toHaveURL(/\/course\/\d+\/quality$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fission" })).toBeVisible();
});

test("a course that is not the user's says Course Not Found; a new course says Not analyzed yet", async ({ page }) => {
  await signUp(page, newUser("Chien-Shiung", "Wu"));
  await page.goto("/course/999999/quality");
  await expect(page.getByRole("heading", { name: "Course Not Found" })).toBeVisible();
  const course = await (
    await page.request.post("/api/courses", { data: { title: "Beta Decay", description: "Weak interaction." } })
  ).json();
  await page.goto(`/course/${course.id}/quality`);
  await expect(page.getByRole("heading", { name: "Not analyzed yet" })).toBeVisible();
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(page.getByText("Analysis Complete", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rules by dimension" })).toBeVisible();
});
