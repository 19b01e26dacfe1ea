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

  it("keeps the findings memo on the main thread, so a new thread after the idle timeout gives the same analysis", async () => {
    const shortLived = createAnalysisPool(1, 50);
    try {
      const course = buildWellBuiltCourse();
      course.modules[0]!.lessons.push(buildLesson({ id: 998, contentHtml: '<p><img src="map.png"></p>' }));
      const now = new Date("2026-11-24T12:00:00Z");
      const first = await shortLived.analyze(course, { now });
      const lessons = course.modules.flatMap((m) => m.lessons).length;
      expect(shortLived.memoLessons()).toBe(lessons);
      await new Promise((resolve) => setTimeout(resolve, 500)); // the thread ends
      expect(await shortLived.analyze(course, { now })).toEqual(first);
      expect(first.accessibility.issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ lessonId: 998, ruleId: "img-alt-missing" })]),
      );
    } finally {
      await shortLived.close();
    }
  });
});
