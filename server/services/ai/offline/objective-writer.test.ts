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
    mechanisms: [],
    moduleCount: 2,
    withArticle: (t) => t,
    existing: [],
    check: () => [],
  });

describe("objectives the writer fills from topics", () => {
  it("writes no 'in given examples' objective: 30 of 145 passed (held-out-85 to -108)", () => {
    const out = write([topic("noun classes", 0), topic("track circuits", 1), topic("divine kings", 1)]);
    expect(out.filter((o) => /given examples|defining features/.test(o))).toEqual([]);
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
  it("turns a stated relation into an objective, and no lesson clause into a why-question", () => {
    const out = writeObjectives({
      level: "intermediate",
      count: 1,
      topics: [topic("weld defects", 0)],
      pairs: [],
      relations: [{ cause: "preheating", effect: "cracking", module: 0 }],
      mechanisms: [{ clause: "flux shields the arc", module: 0 }],
      moduleCount: 1,
      withArticle: (t) => t,
      existing: [],
      check: () => [],
    });
    expect(out).toEqual(["analyze how preheating affects cracking"]);
  });
});
