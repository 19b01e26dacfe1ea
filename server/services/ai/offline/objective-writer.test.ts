import { describe, expect, it } from "vitest";
import type { Topic } from "./objective-topics.ts";
import { writeObjectives } from "./objective-writer.ts";

const topic = (text: string, module: number): Topic => ({
  text,
  kind: "entity",
  defined: false,
  causal: false,
  module,
  source: 1,
});

const write = (topics: Topic[], level: "beginner" | "intermediate" | "advanced" = "intermediate") =>
  writeObjectives({
    level,
    count: 5,
    topics,
    pairs: [],
    relations: [],
    reasons: [],
    mechanisms: [],
    conditions: [],
    moduleCount: 2,
    withArticle: (t) => t,
    existing: [],
    check: () => [],
  });

describe("objectives the writer fills from topics", () => {
  it("asks learners to pick out a class of kinds in given examples, not devices or people (WordNet kind)", () => {
    const out = write([topic("noun classes", 0), topic("track circuits", 1), topic("divine kings", 1)]);
    expect(out).toContain("analyze noun classes in given examples");
    expect(out.filter((o) => /track circuits|divine kings/.test(o))).toEqual([]);
  });

  it("asks for a definition of one term, not of a pair or a long phrase", () => {
    const defined = (text: string): Topic => ({ ...topic(text, 0), defined: true });
    const out = write(
      [
        defined("files and buffers"),
        defined("the species grown commercially"),
        defined("ratooning"),
        defined("depth of field"),
      ],
      "beginner",
    );
    expect(out).toContain("define ratooning");
    expect(out).toContain("define depth of field");
    expect(out.filter((o) => /files and buffers|species grown/.test(o) && o.startsWith("define"))).toEqual([]);
  });

  it("weighs the strengths and limitations of a law or a model, never of a theorem", () => {
    const law = (text: string): Topic => ({ ...topic(text, 0), kind: "law" });
    const out = write([law("the optional stopping theorem"), law("the Taylor rule")], "advanced");
    expect(out).toContain("assess the strengths and limitations of the Taylor rule");
    expect(out.filter((o) => o.includes("theorem"))).toEqual([]);
  });
});

describe("the writer's order", () => {
  it("fills from the course's topics before it turns lesson clauses into why- and what-happens questions", () => {
    const out = writeObjectives({
      level: "intermediate",
      count: 1,
      topics: [topic("weld defects", 0)],
      pairs: [],
      relations: [{ cause: "preheating", effect: "cracking", module: 0 }],
      reasons: [{ clause: "the bead is ground flush", module: 0 }],
      mechanisms: [{ clause: "flux shields the arc", module: 0 }],
      conditions: [{ clause: "when the rod is damp", module: 0 }],
      moduleCount: 1,
      withArticle: (t) => t,
      existing: [],
      check: () => [],
    });
    // Lesson clauses passed 46 of 213 judgments on held-out-41 to -54, topic templates 115 of 270.
    expect(out).toEqual(["analyze weld defects in given examples"]);
  });
});
