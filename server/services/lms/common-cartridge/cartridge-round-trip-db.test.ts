/**
 * The round trip through the database (issue #12): export -> import -> save gives a stored course
 * equal to the exported one, field by field (ids aside; see cartridge-round-trip.test.ts for what
 * cannot round-trip and why), and exporting that stored course again gives the same course back.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseSnapshot } from "../../../../common/course-snapshot.ts";
import { learningObjectives } from "../../../db/schema.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../../test/harness.ts";
import { loadCourseSnapshot } from "../../course-snapshot/load-course-snapshot.ts";
import { saveImportedCourse } from "../save-import.ts";
import { exportCommonCartridge, importCommonCartridge } from "./index.ts";
import { roundTripCourse } from "./round-trip-fixture.ts";

/** The meaningful fields of a course: no ids (a question's objectives by position) or provenance. */
function meaningful(course: CourseSnapshot) {
  const moduleIndex = (id: number | null) => (id === null ? null : course.modules.findIndex((m) => m.id === id));
  return {
    title: course.title,
    description: course.description,
    duration: course.duration,
    level: course.level,
    objectives: course.objectives.map(({ text, bloomLevel }) => ({ text, bloomLevel })),
    modules: course.modules.map((m) => ({
      title: m.title,
      description: m.description,
      color: m.color,
      lessons: m.lessons.map(({ id: _id, ...lesson }) => lesson),
    })),
    assessments: course.assessments.map((a) => ({
      title: a.title,
      type: a.type,
      moduleIndex: moduleIndex(a.moduleId),
      questions: a.questions.map(({ id: _id, objectiveIds, ...q }) => ({
        ...q,
        objectives: objectiveIds.map((id) => course.objectives.findIndex((o) => o.id === id)),
      })),
    })),
  };
}

describe.each(testDatabases())("cartridge round trip through the database on $name", (kind) => {
  let ctx: TestContext;
  let userId: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    userId = (await signUpUser(ctx.app)).id;
  });
  afterAll(() => ctx?.close());

  async function roundTrip(course: CourseSnapshot) {
    const imported = await importCommonCartridge(await exportCommonCartridge(course));
    const saved = await saveImportedCourse(ctx.database.db, imported, { userId });
    if (saved.kind === "duplicate") throw new Error("a cartridge import is never a duplicate");
    return { saved, stored: await loadCourseSnapshot(ctx.database.db, userId, saved.course.id) };
  }

  it("stores the exported course: objectives with Bloom levels, duration, level, colours, activities and every question", async () => {
    const { saved, stored } = await roundTrip(roundTripCourse);
    expect(saved.warnings).toEqual([]);
    expect(meaningful(stored)).toEqual(meaningful(roundTripCourse));
    // Provenance is the import (read from the table: the snapshot shows every non-instructor author as "ai").
    const authors = await ctx.database.db
      .select({ generatedBy: learningObjectives.generatedBy })
      .from(learningObjectives)
      .where(eq(learningObjectives.courseId, stored.id));
    expect(authors.map((a) => a.generatedBy)).toEqual(["imported", "imported", "imported"]);

    // The stored course exports and imports to itself.
    const again = await roundTrip(stored);
    expect(meaningful(again.stored)).toEqual(meaningful(stored));
  });

  it("replaces a level we do not have and a colour that is not hex, saying so", async () => {
    const saved = await saveImportedCourse(
      ctx.database.db,
      {
        lmsType: "common_cartridge",
        lmsId: null,
        title: "Edited by hand",
        description: null,
        duration: "  ",
        level: "expert",
        modules: [{ lmsModuleId: null, title: "M", description: null, color: "red", lessons: [] }],
        assessments: [],
        warnings: [],
      },
      { userId },
    );
    if (saved.kind === "duplicate") throw new Error("a cartridge import is never a duplicate");
    const stored = await loadCourseSnapshot(ctx.database.db, userId, saved.course.id);
    expect({ duration: stored.duration, level: stored.level, color: stored.modules[0]?.color }).toEqual({
      duration: "4 weeks",
      level: "beginner",
      color: "#6366F1",
    });
    expect(saved.warnings).toEqual([
      'The course level "expert" is not one of ours (beginner, intermediate, advanced); it was set to beginner.',
      'Module "M" has the colour "red", which is not a hex colour; it was given #6366F1.',
    ]);
  });
});
