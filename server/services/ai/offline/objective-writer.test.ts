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

const write = (topics: Topic[]) =>
  writeObjectives({
    level: "intermediate",
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
});
