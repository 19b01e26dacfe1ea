import { describe, expect, it } from "vitest";
import { causalClauses } from "./objective-conditions.ts";
import { objectiveDefinedTerm } from "./objective-topics.ts";
import { causalRelations } from "./objective-conditions.ts";
import { mechanismClauses } from "./objective-sources.ts";
import { offlineObjectives } from "./objectives.ts";

describe("offlineObjectives with a stated condition", () => {
  it("asks no 'what happens' question of it: 4 of 36 such objectives passed (held-out-85 to -108)", () => {
    const modules = [
      {
        title: "Induced Demand",
        text: "When a road is widened, drivers who had shifted their trips to other times return to it, and congestion comes back within a few years.",
      },
    ];
    const input = { courseTitle: "Urban Transport", courseDescription: "Traffic and planning.", modules, count: 3 };
    for (const level of ["beginner", "advanced"] as const)
      expect(offlineObjectives({ ...input, level }).filter((o) => /what happens/.test(o))).toEqual([]);
  });
});

describe("causalClauses", () => {
  it("takes subject + causal verb + object, with participles and vitamin letters in the subject", () => {
    const text =
      "Dissolved salt lowers the freezing point of water, so seawater freezes at about minus 1.9 degrees. " +
      "A lack of vitamin C causes scurvy. " +
      "Poorly controlled diabetes increases the risk and severity of periodontitis.";
    expect(causalClauses([{ text }]).map((c) => c.clause)).toEqual([
      "dissolved salt lowers the freezing point of water",
      "a lack of vitamin C causes scurvy",
      "poorly controlled diabetes increases the risk and severity of periodontitis",
    ]);
  });

  it("skips pronoun subjects, relative clauses, 'by -ing' mechanisms and idioms", () => {
    const text =
      "It raises the pH of the soil. " +
      "Price is the only element of the marketing mix that produces revenue. " +
      "Regularisation reduces variance by penalising complexity. " +
      "The painting raises questions about who is looking at whom.";
    expect(causalClauses([{ text }])).toEqual([]);
  });
});

describe("offlineObjectives on mnemonics and names (held-out-4)", () => {
  it("takes no lone letter as a topic and keeps a name's capitals", () => {
    const modules = [
      {
        title: "The Primary Survey",
        text:
          "A is the airway: is it open and clear? B is breathing: its rate, depth and effort. D is disability: " +
          "the level of consciousness. E is exposure: removing clothing to find hidden injuries.",
      },
      {
        title: "Arousal",
        text: "Performance anxiety is common. Arousal follows the Yerkes-Dodson law: performance improves with arousal up to an optimum and then declines.",
      },
    ];
    const objectives = offlineObjectives({
      courseTitle: "Foundations",
      courseDescription: "Emergency care and performance.",
      level: "beginner",
      modules,
      count: 5,
    });
    expect(objectives.some((o) => /\b[a-eA-E]$/.test(o))).toBe(false);
    expect(objectives.join(" ")).not.toMatch(/yerkes-Dodson/);
  });
});

describe("objectiveDefinedTerm", () => {
  it("takes 'X is a/the ...' as a definition, not 'X is <adjective>'", () => {
    expect(objectiveDefinedTerm("Silviculture is the art and science of controlling forests.")).toBe("Silviculture");
    expect(objectiveDefinedTerm("Minerals are inorganic elements.")).toBe("Minerals");
    expect(objectiveDefinedTerm("Feedback is intrinsic when it comes from the athlete's own senses.")).toBeNull();
    expect(objectiveDefinedTerm("Performance anxiety is common among musicians.")).toBeNull();
    // Held-out-6: a judgement, a gloss and a determiner are no definitions.
    expect(objectiveDefinedTerm("The end-Cretaceous event is the best understood.")).toBeNull();
    expect(objectiveDefinedTerm("Unbleached linen thread is the traditional choice because it is strong.")).toBeNull();
    expect(objectiveDefinedTerm("Any difference is the angular misclosure.")).toBeNull();
  });

  it("takes no sentence that names what fills a role for a definition (held-out-40 to -60)", () => {
    expect(objectiveDefinedTerm("The first principle is observe and interact.")).toBeNull();
    expect(objectiveDefinedTerm("The piper's solution is the gracenote.")).toBeNull();
    expect(objectiveDefinedTerm("The sequence of work is: sink, groove, tune.")).toBeNull();
    expect(objectiveDefinedTerm("Counting is the real skill.")).toBeNull();
    expect(objectiveDefinedTerm("Taste is a poor guide to strength.")).toBeNull();
    expect(objectiveDefinedTerm("Family groups are where time disappears.")).toBeNull();
    expect(objectiveDefinedTerm("White dresses and dark suits are a difficult pair.")).toBeNull();
    // Terms with a definition stay, the ranked ones without "the" too ("Second cuts are ...").
    expect(objectiveDefinedTerm("Siteswap is a notation that writes each throw as a number.")).toBe("Siteswap");
    expect(objectiveDefinedTerm("Second cuts are short pieces left by running the handpiece twice.")).toBe(
      "Second cuts",
    );
    expect(objectiveDefinedTerm("The plan area is the roof seen from above.")).toBe("plan area");
  });
});

describe("offlineObjectives on a promised but untaught topic", () => {
  it("writes no objective on a topic only the description names", () => {
    const objectives = offlineObjectives({
      courseTitle: "Soil Fertility",
      courseDescription: "Covers soil texture, cation exchange and soil erosion.",
      level: "intermediate",
      count: 5,
      modules: [
        {
          title: "Texture",
          text: "Soil texture is the proportion of sand, silt and clay. Clay soils hold water because their particles are small.",
        },
        {
          title: "Cation Exchange",
          text: "Cation exchange capacity is the quantity of cations a soil can hold. Humus raises it.",
        },
      ],
    });
    expect(objectives.join(" ")).not.toMatch(/erosion/);
  });
});

describe("relations and mechanisms from a list of causes or 'X uses Y to Z'", () => {
  it("reads a listed cause with a plural verb, and no bare noun as a verb", () => {
    const text =
      "Temperature, light intensity and carbon dioxide concentration limit the rate of photosynthesis. " +
      "First the text block is prepared. The tapes later strengthen the joint.";
    expect(causalRelations([{ text }])).toEqual([
      {
        cause: "temperature, light intensity and carbon dioxide concentration",
        effect: "the rate of photosynthesis",
        module: 0,
      },
    ]);
  });

  it("reads 'X uses Y to Z' as what X does by some means", () => {
    const text = "ATP synthase uses the resulting proton gradient to make ATP, and the electrons reduce NADP+.";
    expect(mechanismClauses([{ text }]).map((m) => m.clause)).toEqual([
      "ATP synthase uses the resulting proton gradient to make ATP",
    ]);
  });
});
