import { describe, expect, it } from "vitest";
import { filterAndSortCourses, formatDuration, isPublished } from "./course-stats.ts";
import type { Course, CourseLevel } from "./schemas.ts";

const course = (
  title: string,
  progress: number,
  createdAt: string,
  level: CourseLevel = "beginner",
  description = "",
  qualityGrade: Course["qualityGrade"] = "B",
) => ({
  title,
  description,
  level,
  progress,
  createdAt,
  qualityGrade,
});

describe("isPublished", () => {
  it("needs progress >= 80 and a current grade of C or better (issue #11)", () => {
    expect(isPublished({ progress: 79, qualityGrade: "A" })).toBe(false);
    expect(isPublished({ progress: 80, qualityGrade: "C" })).toBe(true);
    // Progress alone is not enough: a course graded D or F, or not (or no longer) analysed, is not ready.
    expect(isPublished({ progress: 87, qualityGrade: "F" })).toBe(false);
    expect(isPublished({ progress: 100, qualityGrade: "D" })).toBe(false);
    expect(isPublished({ progress: 100, qualityGrade: null })).toBe(false);
  });
});

describe("filterAndSortCourses", () => {
  const list = [
    course("Organic Chemistry", 40, "2026-03-01T00:00:00Z", "advanced", "Reaction mechanisms"),
    course("Academic Writing", 90, "2026-05-01T00:00:00Z", "beginner", "Essays and citations"),
    course("Data Science", 60, "2026-04-01T00:00:00Z", "intermediate", "Statistics with Python"),
  ];

  it("searches title and description, case-insensitively", () => {
    expect(filterAndSortCourses(list, { search: "python", level: "all", sort: "recent" }).map((c) => c.title)).toEqual([
      "Data Science",
    ]);
    expect(filterAndSortCourses(list, { search: "CHEM", level: "all", sort: "recent" }).map((c) => c.title)).toEqual([
      "Organic Chemistry",
    ]);
  });

  it("filters by level", () => {
    expect(filterAndSortCourses(list, { search: "", level: "beginner", sort: "recent" }).map((c) => c.title)).toEqual([
      "Academic Writing",
    ]);
  });

  it("sorts by recent, title, progress and level", () => {
    const titles = (sort: "recent" | "title" | "progress" | "level") =>
      filterAndSortCourses(list, { search: "", level: "all", sort }).map((c) => c.title);
    expect(titles("recent")).toEqual(["Academic Writing", "Data Science", "Organic Chemistry"]);
    expect(titles("title")).toEqual(["Academic Writing", "Data Science", "Organic Chemistry"].sort());
    expect(titles("progress")).toEqual(["Academic Writing", "Data Science", "Organic Chemistry"]);
    expect(titles("level")).toEqual(["Academic Writing", "Data Science", "Organic Chemistry"]);
  });

  it("does not change its input", () => {
    const copy = [...list];
    filterAndSortCourses(list, { search: "", level: "all", sort: "title" });
    expect(list).toEqual(copy);
  });
});

describe("formatDuration", () => {
  it("shows week durations as is, others as hours, empty as Self-paced", () => {
    expect(formatDuration("8 weeks")).toBe("8 weeks");
    expect(formatDuration("12")).toBe("12 hours");
    expect(formatDuration("")).toBe("Self-paced");
    expect(formatDuration(null)).toBe("Self-paced");
  });
});
