import { describe, expect, it } from "vitest";
import { laterClauseObjectives } from "./objective-descriptions.ts";

const none = new Set<string>();

describe("objectives from a module description's later clauses", () => {
  it("reads each later clause in the module's own voice as a description of its own", () => {
    expect(
      laterClauseObjectives(
        "Compares solid-point and wire-nib machines, introduces the basic nib shapes and sets out the ventilation habits.",
        "beginner",
        none,
      ),
    ).toContain("describe the basic nib shapes");
  });

  it("gives none for a clause leaning on the one before, or for a description in another voice", () => {
    expect(
      laterClauseObjectives(
        "Derives the thrust equation and Tsiolkovsky's rocket equation and uses them to show why launch vehicles are staged.",
        "advanced",
        none,
      ),
    ).toEqual([]);
    expect(
      laterClauseObjectives("The stages of motor learning and the kinds of skill a coach teaches.", "beginner", none),
    ).toEqual([]);
  });
});
