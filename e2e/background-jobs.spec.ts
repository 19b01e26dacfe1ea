/**
 * Imports and large analyses as server jobs (issue #13): an LMS import shows its progress
 * ("Reading items: N of 80") and ends with the course and its report in Recent imports; a
 * cartridge import survives the author leaving the page (a reload) and is found again there; the
 * analysis of a 600-lesson course shows "Analyzing lesson N of 600", survives a reload, then shows
 * the grade. axe-core on the pages with progress; screenshots at desktop and phone width.
 */
import { type Page, expect, test } from "@playwright/test";
import { LMS_TEXTS } from "../common/lms.ts";
import {
  buildLargeCanvasCourse,
  startFakeCanvas,
  type FakeServer,
} from "../server/services/lms/test-support/fake-canvas.ts";
import { zipDirectory } from "../server/services/lms/test-support/zip-fixtures.ts";
import { checkPageAtBothWidths, expectNoAxeViolations, newUser, screenshot, signUp } from "./support.ts";

const TOKEN = "e2e-canvas-token-jobs-81c2";
const ITEMS = 80;
let canvas: FakeServer;

test.beforeAll(async () => {
  // Slow answers, so the import is seen in progress.
  canvas = await startFakeCanvas({ token: TOKEN, courses: [buildLargeCanvasCourse(4, ITEMS)], delayMs: 400 });
});
test.afterAll(async () => {
  await canvas?.close();
});

async function connectCanvas(page: Page) {
  await page.getByRole("navigation").getByRole("link", { name: "LMS Integration" }).click();
  await page.getByRole("button", { name: "Allow reading course content" }).click();
  await expect(page.getByText(/^Allowed on /)).toBeVisible();
  await page.getByLabel("Institution Name").fill("State University");
  await page.getByLabel("LMS Base URL").fill(canvas.baseUrl);
  await page.getByLabel("Access Token").fill(TOKEN);
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText(LMS_TEXTS.foundCourses(1))).toBeVisible();
}

test("an LMS import shows its progress, then the course and its report; a cartridge import outlives a reload", async ({
  page,
}) => {
  // An LMS import of many items and then a cartridge import: under CI's load the first alone took
  // most of 120 s once (the test then timed out waiting for the upload field, and passed on retry).
  test.setTimeout(240_000);
  await signUp(page, newUser("Grace", "Hopper"));
  await connectCanvas(page);

  await page.getByRole("button", { name: "Import Big course" }).click();
  const row = page.getByRole("list", { name: "Courses in State University" }).getByRole("listitem");
  await expect(row.getByText(new RegExp(`^Importing: Reading items: \\d+ of ${ITEMS}$`))).toBeVisible();
  await screenshot(page, "jobs-lms-import-progress-desktop");
  await expectNoAxeViolations(page, "LMS import in progress");
  await expect(page).toHaveURL(/\/lms-integration$/);
  await expect(page).toHaveURL(/\/my-courses$/, { timeout: 60_000 });
  // My Courses is a lazy chunk: until it has rendered, leaving at once can keep the LMS page's
  // old instance (on its Import tab, without the cartridge card), as a CI run showed.
  await expect(page.getByRole("heading", { name: "My Courses", level: 1 })).toBeVisible();

  // Recent imports on the LMS page: the course, its counts and its report.
  await page.getByRole("navigation").getByRole("link", { name: "LMS Integration" }).click();
  const recent = page.getByRole("list", { name: "Recent imports" });
  const done = recent.getByRole("listitem").filter({ hasText: "Big course" });
  await expect(done).toContainText(/Imported: 4 modules, \d+ lessons/);
  await done.getByRole("button", { name: "Import report of Big course" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Import report", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "import report from recent imports");
  await screenshot(page, "jobs-import-report-desktop");
  await page.keyboard.press("Escape");

  // A cartridge import: the author reloads the page at once, and finds the import again.
  const archive = await zipDirectory("/work/shared/fixtures/common-cartridge/main");
  await page.getByLabel("Cartridge file (.imscc)").first().setInputFiles({
    name: "biology.imscc",
    mimeType: "application/zip",
    buffer: archive,
  });
  const started = page.waitForResponse((r) => r.url().endsWith("/api/lms/import-cartridge"));
  await page.getByRole("button", { name: "Upload and import" }).first().click();
  expect((await started).status()).toBe(202);
  await page.reload();
  const cartridgeRow = page.getByRole("list", { name: "Recent imports" }).getByRole("listitem").nth(0);
  await expect(cartridgeRow).toContainText("Cartridge biology.imscc");
  await expect(cartridgeRow).toContainText(/Imported: \d+ modules?, \d+ lessons?/);
  await checkPageAtBothWidths(page, "jobs-recent-imports");
});

/** About 500 words of lesson prose. */
function lessonHtml(n: number): string {
  const sentence =
    "Photosynthesis turns light energy into chemical energy stored in glucose, and the leaf's structure supports every step of it.";
  const paragraph = Array.from({ length: 6 }, () => sentence).join(" ");
  return `<h2>Part ${n}</h2>` + Array.from({ length: 6 }, () => `<p>${paragraph}</p>`).join("");
}

test("the analysis of a 600-lesson course shows its progress, survives a reload and ends with the grade", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, newUser("Rosalind", "Franklin"));
  const course = (await (
    await page.request.post("/api/courses", { data: { title: "Plant Biology", description: "Plants at length." } })
  ).json()) as { id: number };
  for (let m = 0; m < 4; m++) {
    const lessons = Array.from({ length: 150 }, (_, i) => ({
      title: `Lesson ${m * 150 + i + 1}`,
      contentHtml: lessonHtml(m * 150 + i + 1),
    }));
    const res = await page.request.post(`/api/courses/${course.id}/modules`, {
      data: { title: `Module ${m + 1}`, lessons },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/course/${course.id}/quality`);
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  const progress = page.getByText(/^Analyzing lesson [\d,]+ of 600$/);
  await expect(progress).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page, "large course analysis in progress");
  await screenshot(page, "jobs-analysis-progress-desktop");
  // Leave and come back: the job runs on the server, and the page shows it again.
  await page.reload();
  await expect(
    page
      .getByText(/^Analyzing lesson [\d,]+ of 600$|^Waiting/)
      .or(page.getByText(/^Last analyzed/))
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^Last analyzed/)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("progressbar", { name: "Analysis progress" })).toHaveCount(0);
  await checkPageAtBothWidths(page, "jobs-analysis-done");
});
