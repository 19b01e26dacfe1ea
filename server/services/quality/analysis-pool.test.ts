import { afterAll, describe, expect, it } from "vitest";
import { closeLessonDocument } from "../accessibility/index.ts";
import { createAnalysisPool } from "./analysis-pool.ts";
import { analyzeCourseQuality } from "./analyze-course-quality.ts";
import { buildLesson, buildWellBuiltCourse } from "./test-helpers.ts";

const pool = createAnalysisPool(1);
afterAll(async () => {
  await pool.close();
  closeLessonDocument();
});

describe("analysis in worker threads", () => {
  it("gives the same analysis as the main thread, including the axe-core findings", async () => {
    const course = buildWellBuiltCourse();
    course.modules[0]!.lessons.push(
      buildLesson({
        id: 999,
        contentHtml: '<p><img src="chart.png"></p><h4>Skipped levels</h4><a href="/x">click here</a>',
      }),
    );
    const now = new Date("2026-11-24T12:00:00Z");
    const inWorker = await pool.analyze(course, { now });
    const inProcess = await analyzeCourseQuality(course, { now });
    expect(inWorker).toEqual(inProcess);
    expect(inWorker.accessibility.issues.length).toBeGreaterThan(0);
  });
});
