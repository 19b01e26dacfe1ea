import { describe, expect, it } from "vitest";
import { parseLinkTarget } from "./link-target";

describe("parseLinkTarget", () => {
  it("reads #lesson-<id> and #module-<id>, and nothing else (issue #12)", () => {
    expect(parseLinkTarget("#lesson-42")).toEqual({ kind: "lesson", id: 42 });
    expect(parseLinkTarget("#module-7")).toEqual({ kind: "module", id: 7 });
    for (const hash of ["", "#", "#lesson-", "#lesson-0", "#lesson-x", "#lesson-4-5", "#section-3", "lesson-3"]) {
      expect(parseLinkTarget(hash)).toBeNull();
    }
  });
});
