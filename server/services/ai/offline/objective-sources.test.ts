import { describe, expect, it } from "vitest";
import { clauseContrasts, formulaQuantities, mechanismClauses, namedRules } from "./objective-sources.ts";
import { offlineObjectives } from "./objectives.ts";

describe("formulaQuantities", () => {
  it("finds the quantity a sentence gives a formula for, with its article", () => {
    const text =
      "The contribution margin ratio divides the contribution margin by sales. " +
      "Momentum is mass multiplied by velocity. " +
      "The time constant, equal to the resistance multiplied by the capacitance, sets the charging time. " +
      "The break-even point in units equals total fixed costs divided by the unit contribution margin.";
    expect(formulaQuantities([{ text }])).toEqual([
      { text: "contribution margin ratio", article: "the", module: 0 },
      { text: "momentum", article: "", module: 0 },
      { text: "time constant", article: "the", module: 0 },
      { text: "break-even point", article: "the", module: 0 },
    ]);
  });

  it("takes a quantity given its formula in apposition or after a colon (held-out-5)", () => {
    const text =
      "One simple check is the Ravaz index, the weight of fruit harvested divided by the weight of the canes removed. " +
      "The key measure of efficiency is the feed conversion ratio (FCR): the weight of feed given divided by the weight gained. " +
      "The grid ratio is the height of the strips divided by the width of the interspace.";
    expect(formulaQuantities([{ text }])).toEqual([
      { text: "Ravaz index", article: "the", module: 0 },
      { text: "feed conversion ratio", article: "the", module: 0 },
      { text: "grid ratio", article: "the", module: 0 },
    ]);
  });

  it("does not take 'divides into' or a clause for a formula", () => {
    const text =
      "Stratified sampling divides the population into groups. Geographic segmentation divides buyers by region. " +
      "Ohm's law states that the voltage across a resistor equals the current multiplied by the resistance.";
    expect(formulaQuantities([{ text }])).toEqual([]);
  });
});

describe("clauseContrasts", () => {
  it("pairs the subjects of 'A ..., while B ...' with their articles", () => {
    const modules = [
      { text: "Cleaning removes visible dirt from a surface, while sanitizing reduces the number of pathogens." },
      {
        text: "A crosscut saw has knife-like teeth and cuts across the grain, while a rip saw has chisel-shaped teeth.",
      },
    ];
    expect(clauseContrasts(modules)).toEqual([
      { a: "cleaning", b: "sanitizing", module: 0, articled: true },
      { a: "a crosscut saw", b: "a rip saw", module: 1, articled: true },
    ]);
  });

  it("skips graded adjectives, pronouns and people", () => {
    const modules = [
      {
        text:
          "A slow travel speed gives a wide bead, while a fast travel speed gives a narrow bead. " +
          "Critics argue that it gives little guidance, while defenders reply that rules need judgment.",
      },
    ];
    expect(clauseContrasts(modules)).toEqual([]);
  });
});

describe("objectives from lesson sentences", () => {
  it("asks to calculate a quantity and to tell apart what a sentence contrasts", () => {
    const objectives = offlineObjectives({
      courseTitle: "Principles of Pharmacology",
      courseDescription: "Covers receptors, potency and efficacy, and the therapeutic index.",
      level: "intermediate",
      count: 5,
      modules: [
        {
          title: "Pharmacodynamics",
          text:
            "Potency refers to the amount of drug needed to produce a given effect, while efficacy is the maximum effect a drug can produce. " +
            "The therapeutic index is the ratio of the dose that is toxic to the dose that is effective. " +
            "A drug with a narrow therapeutic index needs careful monitoring.",
        },
      ],
    });
    expect(objectives).toContain("Students will be able to distinguish potency from efficacy");
    expect(objectives).toContain("Students will be able to calculate the therapeutic index");
  });
});

describe("namedRules", () => {
  it("takes the rules, laws and principles a lesson names, never a generic one", () => {
    const text =
      "Its central rule is the 180-degree rule: the camera stays on one side. Under the postal rule, an acceptance " +
      "takes effect when posted. The law of superposition says deeper layers are older. The same rule applies to " +
      "dialogue, and the general principle is clarity.";
    expect(namedRules([{ text }])).toEqual([
      { text: "180-degree rule", module: 0 },
      { text: "postal rule", module: 0 },
      { text: "law of superposition", module: 0 },
    ]);
    const more =
      "Photographers use the rule of thirds. Tides follow the rule of twelfths. The Ottawa ankle rules decide on X-rays. " +
      "Warm-ups follow the RAMP framework. Distance is read on the latitude scale.";
    expect(namedRules([{ text: more }]).map((r) => r.text)).toEqual([
      "rule of thirds",
      "rule of twelfths",
      "Ottawa ankle rules",
      "RAMP framework",
    ]);
  });
});

describe("clauseContrasts with an aside and hyphenated subjects", () => {
  it("pairs 'A, with ..., does X, while B does Y'", () => {
    const text =
      "Low-key lighting, with a weak fill and deep shadows, creates the menace of film noir, while high-key lighting gives the even brightness of musicals.";
    expect(clauseContrasts([{ text }])).toEqual([
      { a: "low-key lighting", b: "high-key lighting", module: 0, articled: true },
    ]);
  });
});

describe("mechanismClauses", () => {
  it("takes what something does by some means, and leaves passives and pronoun subjects", () => {
    const text =
      "Dendrochronology dates wood by matching its sequence of tree rings to a master chronology. " +
      "Regularisation reduces variance by penalising complexity. " +
      "The rate is calculated by dividing overhead by the base. " +
      "It works by binding to receptors.";
    expect(mechanismClauses([{ text }])).toEqual([
      { clause: "dendrochronology dates wood", module: 0 },
      { clause: "regularisation reduces variance", module: 0 },
    ]);
  });
});
