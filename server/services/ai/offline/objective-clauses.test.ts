import { describe, expect, it } from "vitest";
import { descriptionObjective } from "./objective-descriptions.ts";

const none = new Set<string>();

describe("objectives from module descriptions that are clauses (held-out-11 and -12)", () => {
  it("takes what the learners do as the skill", () => {
    expect(
      descriptionObjective("Students compute cache geometry and classify misses by cause.", "intermediate", none),
    ).toBe("compute cache geometry and classify misses by cause");
    expect(
      descriptionObjective(
        "By the end of this module students can price an item for a target margin.",
        "beginner",
        none,
      ),
    ).toBe("demonstrate how to price an item for a target margin");
    expect(descriptionObjective("Trainees plan the initiation and monitoring of lithium.", "advanced", none)).toBe(
      "plan the initiation and monitoring of lithium",
    );
    expect(descriptionObjective("Students in any major are welcome.", "beginner", none)).toBeNull();
  });

  it("asks how a statement holds when the tagger reads its verb as a noun, and puts none after 'describe'", () => {
    expect(
      descriptionObjective(
        "Ligands split the five d orbitals, and the size of the split decides the configuration.",
        "advanced",
        none,
      ),
    ).toBe("analyze how ligands split the five d orbitals");
    expect(descriptionObjective("The saw and the file shape almost every piece of jewellery.", "beginner", none)).toBe(
      "explain how the saw and the file shape almost every piece of jewellery",
    );
    // An imperative whose verb reads as a noun, coordinated with a plain one.
    expect(
      descriptionObjective(
        "Model image formation as a projective mapping and recover a camera's intrinsic parameters.",
        "advanced",
        none,
      ),
    ).toBe("model image formation as a projective mapping and recover a camera's intrinsic parameters");
    // Noun phrases with a clause of their own stay topics.
    expect(
      descriptionObjective("Reversible phosphorylation and the cascade that mobilises glycogen.", "advanced", none),
    ).toBe("analyze reversible phosphorylation and the cascade that mobilises glycogen");
  });

  it("puts a copular question in embedded order up to an adverb or a subordinate clause", () => {
    expect(
      descriptionObjective(
        "Why is the most effective antipsychotic also the most closely monitored drug in psychiatry?",
        "advanced",
        none,
      ),
    ).toBe("analyze why the most effective antipsychotic is also the most closely monitored drug in psychiatry");
    expect(
      descriptionObjective("What is 'the' text of a piece of music when its sources disagree?", "advanced", none),
    ).toBe("analyze what 'the' text of a piece of music is when its sources disagree");
    // A second auxiliary, an adjective after "is", a hyphenated word (held-out-21 and -22).
    expect(descriptionObjective("How should a long sentence be split over two lines?", "advanced", none)).toBe(
      "analyze how a long sentence should be split over two lines",
    );
    expect(descriptionObjective("Why is a road free to use but costly to society?", "advanced", none)).toBe(
      "analyze why a road is free to use but costly to society",
    );
    expect(descriptionObjective("Why does a well-cut scene feel seamless?", "beginner", none)).toBe(
      "explain why a well-cut scene feels seamless",
    );
    // A second clause after ", and" is left out; verbless questions, "X or Y" and adjectives give none (held-out-23).
    expect(
      descriptionObjective(
        "NTFS records everything about a file in the Master File Table, and reading its entries reveals what browsers hide.",
        "advanced",
        none,
      ),
    ).toBe("analyze how NTFS records everything about a file in the Master File Table");
    for (const d of ["How many threads, and how long?", "Conqueror or tyrant?", "Masculine, feminine or neuter."])
      expect(descriptionObjective(d, "beginner", none), d).toBeNull();
  });
});
