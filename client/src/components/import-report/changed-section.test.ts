import { describe, expect, it } from "vitest";
import type { ImportReportChanged } from "@common/import-report";
import { groupByLesson, referenceCounts } from "./changed-section";

const item = (lesson: string, kind: string, n: number): ImportReportChanged => ({
  kind,
  title: lesson,
  detail: `a${n} -> b${n}`,
  lesson,
  from: `a${n}`,
  to: `b${n}`,
});

describe("the Changed section's grouping (issue #12)", () => {
  it("groups rewritten references per lesson in report order and counts them by kind", () => {
    const items = [
      item("Start", "Link", 1),
      item("Atlas", "Image", 2),
      item("Start", "Image", 3),
      item("Start", "Link", 4),
    ];
    const groups = groupByLesson(items);
    expect(groups.map(([lesson, list]) => [lesson, list.length])).toEqual([
      ["Start", 3],
      ["Atlas", 1],
    ]);
    expect(referenceCounts(groups[0]![1])).toBe("1 image, 2 links");
    expect(referenceCounts([item("A", "File link", 5)])).toBe("1 file link");
    expect(referenceCounts(items)).toBe("2 images, 2 links");
  });
});
