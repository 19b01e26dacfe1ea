import { describe, expect, it } from "vitest";
import { objectiveProblems } from "./objective-grammar.ts";
import { refineTopics } from "./objective-refine.ts";
import type { Topic } from "./objective-topics.ts";

const problems = (performance: string) => objectiveProblems(`Students will be able to ${performance}`, new Set());

describe("objectives that paste a lesson's sentence (held-out-31 and -32)", () => {
  it("rejects a finite verb in the object of the verb, but not in a clause it governs", () => {
    expect(
      problems("describe the cuttlebone, the internal shell of a cuttlefish, is soft enough to carve with a pencil"),
    ).toContain("a sentence after the verb");
    expect(problems("describe the two kinds of tune, quick time and strathspey, each have their own steps")).toContain(
      "a sentence after the verb",
    );
    expect(problems("describe the steps that are taken before a survey")).toEqual([]);
    expect(problems("explain why rice is milled before brewing")).toEqual([]);
  });

  it("rejects 'what happens' after a condition of three words or fewer", () => {
    expect(problems("analyze what happens when food runs out")).toContain("a condition that names nothing");
    expect(problems("analyze what happens if the child persists")).toContain("a condition that names nothing");
    expect(problems("explain what happens when two continents collide at a boundary")).toEqual([]);
  });

  it("rejects a connective carried over and a word in another script", () => {
    expect(problems("identify the defining features of likewise igbá")).toContain("leans on the lesson text");
    expect(problems("define ქარი kari")).toContain("a word in another script");
    expect(problems("explain why the word for 'word' ends in a final sigma")).toEqual([]);
    expect(problems("analyze β-lactamase resistance in given examples")).toEqual([]);
  });
});

describe("topics that are part of a longer name (held-out-31)", () => {
  const topic = (text: string): Topic => ({
    text,
    article: "the",
    kind: "law",
    defined: false,
    causal: false,
    source: 1,
    module: 0,
  });
  it("drops a capitalised topic the lessons mostly write with one more capitalised word", () => {
    const topics = [topic("International Law"), topic("no-harm rule"), topic("Helsinki Rules")];
    refineTopics(topics, [
      {
        title: "Shared Rivers in International Law",
        text:
          "The International Law Commission drafted the Convention. The no-harm rule is contested. " +
          "The Helsinki Rules of 1966 came first, and the Helsinki Rules were never binding.",
      },
    ]);
    expect(topics.map((t) => t.text)).toEqual(["no-harm rule", "Helsinki Rules"]);
  });
});

describe("objectives that lean on the lesson's order or case (held-out-33 and -34)", () => {
  it("rejects an ordinal part, a floating 'each' and a sentence's first capital, but not a named stage", () => {
    expect(problems("describe the difference between the first pair and the second pair")).toContain(
      "leans on the lesson text",
    );
    expect(problems("identify the defining features of the second shared feature")).toContain(
      "leans on the lesson text",
    );
    expect(problems("describe the first stage of labour")).toEqual([]);
    expect(problems("examine IRR, multiples and equivalents each answer a different question")).toContain(
      "a sentence after the verb",
    );
    expect(problems("analyze the transition rules that give each process a labelled transition system")).toEqual([]);
    expect(problems("analyze why Safety circuits must be designed")).toContain('"Safety" is no name');
    expect(objectiveProblems("Students will be able to explain why Darcy flow is slow", new Set(["Darcy"]))).toEqual(
      [],
    );
  });
});
