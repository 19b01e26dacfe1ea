/**
 * A grade instructors can trust (issue #11): an AI outline accepted as-is (placeholder lessons)
 * ranks below a hand-built course with real lessons and seven questions, and is graded D or
 * lower; a course with one one-sentence lesson, one objective and an empty quiz is not "Ready to
 * publish". Runs against the offline engine.
 */
import { type Page, expect, test } from "@playwright/test";
import { createHandBuiltCourse } from "./fixtures/hand-built-course.ts";
import { checkPageAtBothWidths, newUser, signUp } from "./support.ts";

async function acceptGeneratedOutline(page: Page, title: string): Promise<number> {
  const course = await (
    await page.request.post("/api/courses", {
      data: {
        title,
        description:
          "Ocean ecosystems, food webs, coral reefs and the human impact on the sea, for first-year students.",
        level: "beginner",
        duration: "3 weeks",
      },
    })
  ).json();
  await page.goto(`/course/${course.id}`);
  await page.getByRole("button", { name: "Generate outline" }).click();
  const dialog = page.getByRole("dialog", { name: "Suggested Course Outline" });
  await dialog.getByRole("button", { name: "Accept outline" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Modules" }).getByRole("heading", { level: 3 }).first()).toBeVisible();
  return course.id as number;
}

test("an accepted outline of placeholders ranks below a hand-built course with real lessons", async ({ page }) => {
  // Accepting an outline, two analyses and four axe scans of long pages on a busy 2-core machine.
  test.setTimeout(150_000);
  await signUp(page, newUser("Sylvia", "Earle"));
  const outlineId = await acceptGeneratedOutline(page, "Marine Ecology from an outline");
  const handBuiltId = await createHandBuiltCourse(page, "Marine Ecology written by hand");

  await page.goto("/quality-dashboard");
  await page.getByRole("button", { name: "Analyze All" }).click();
  await expect(page.getByRole("complementary", { name: "Actions" }).getByRole("status")).toHaveText(
    "Analyzed 2 of 2 courses.",
  );
  // Analyze All runs as a server job (issue #13): read the scores it stored.
  const dashboard = (await (await page.request.get("/api/quality/dashboard")).json()) as {
    overview: { courseId: number; overallScore: number; grade: { grade: string } }[];
  };
  const scores = new Map(dashboard.overview.map((item) => [item.courseId, item]));
  const outline = scores.get(outlineId)!;
  const handBuilt = scores.get(handBuiltId)!;
  expect(handBuilt.overallScore).toBeGreaterThan(outline.overallScore);
  expect(["D", "F"]).toContain(outline.grade.grade);
  // The cards say the same as the API.
  for (const [title, result] of [
    ["Marine Ecology from an outline", outline],
    ["Marine Ecology written by hand", handBuilt],
  ] as const) {
    const card = page.getByRole("group", { name: title });
    await expect(card.getByText(String(result.overallScore), { exact: true }).first()).toBeVisible();
    await expect(card.getByText(`Grade ${result.grade.grade}`, { exact: false })).toBeVisible();
  }
  await checkPageAtBothWidths(page, "quality-outline-vs-hand-built");

  // The outline's quality page says why: its lessons are placeholders.
  await page.goto(`/course/${outlineId}/quality`);
  await expect(page.getByText(/of its own teaching text; placeholder phrases are not counted/).first()).toBeVisible();
  // The hand-built course's coverage matrix shows every objective taught and assessed.
  await page.goto(`/course/${handBuiltId}/quality`);
  const coverage = page.getByRole("region", { name: "Objective coverage table" });
  await expect(coverage.getByRole("rowheader")).toHaveCount(3);
  await expect(coverage.getByText("Not taught")).toHaveCount(0);
  await expect(page.getByText("Every objective is taught and assessed.")).toBeVisible();
  await checkPageAtBothWidths(page, "quality-coverage-matrix");
});

test("a course with a one-sentence lesson and an empty quiz is not Ready to publish", async ({ page }) => {
  await signUp(page, newUser("Rachel", "Carson"));
  const course = await (
    await page.request.post("/api/courses", {
      data: { title: "Tide Pools", description: "Life between the tides.", level: "beginner", duration: "1 week" },
    })
  ).json();
  const module = await (
    await page.request.post(`/api/courses/${course.id}/modules`, {
      data: {
        title: "Zonation",
        description: "Why different animals live at different heights on the shore.",
        lessons: [{ title: "Zones", contentHtml: "<p>Barnacles live high on the shore.</p>", durationMinutes: 5 }],
      },
    })
  ).json();
  await page.request.post(`/api/courses/${course.id}/objectives`, {
    data: { objectives: ["Students will be able to describe the zones of a rocky shore."] },
  });
  await page.request.post("/api/assessments", {
    data: { courseId: course.id, moduleId: module.id, title: "Zonation quiz", type: "quiz", questions: [] },
  });
  await page.request.post(`/api/courses/${course.id}/analyze-quality`);

  await page.goto("/my-courses");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: "Tide Pools" }) });
  await expect(card).toBeVisible();
  const progress = Number((await card.getByRole("progressbar").getAttribute("aria-valuenow")) ?? "0");
  expect(progress).toBeLessThan(80);
  await expect(card.getByText("Ready to publish")).toHaveCount(0);
  // The Dashboard does not count it as published.
  await page.goto("/dashboard");
  const published = page.getByText("Published", { exact: true }).locator("..");
  await expect(published).toHaveText("Published0");
});
