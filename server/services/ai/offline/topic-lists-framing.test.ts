import { describe, expect, it } from "vitest";
import { gerundOf } from "./verb-forms.ts";
import { listedTopics } from "./topics.ts";

describe("lists whose framing is no topic (held-out-61 and -62)", () => {
  it("reads a description of imperatives as skills", () => {
    expect(
      listedTopics(
        "Build water confidence in non-swimmers, teach front crawl and backstroke through clear progressions, spot " +
          "and correct common stroke faults, and understand the essentials of safeguarding children in and around the pool.",
      ),
    ).toEqual([
      "building water confidence in non-swimmers",
      "teaching front crawl and backstroke through clear progressions",
      "spotting and correcting common stroke faults",
      "essentials of safeguarding children",
    ]);
  });

  it("reads semicolon groups that each open with a verb as skills", () => {
    expect(
      listedTopics(
        "Students learn to find and judge population data from censuses; calculate crude and age-specific rates, " +
          "including the total fertility rate; read a population pyramid; build a simple life table; and explain how " +
          "population projections are made.",
      ),
    ).toEqual([
      "finding and judging population data from censuses",
      "calculating crude and age-specific rates",
      "reading a population pyramid",
      "building a simple life table",
      "explaining how population projections are made",
    ]);
  });

  it("takes the colon list over a period, and the list before the colon when the course speaks after it", () => {
    expect(
      listedTopics(
        "Three thousand years of pharaonic civilisation, from the unification of the Two Lands to the death of " +
          "Cleopatra VII, are approached through the discipline's core tools: the dynastic chronology, the hieroglyphic " +
          "script, the development of the royal tomb, and the practice of mummification.",
      ),
    ).toEqual([
      "dynastic chronology",
      "hieroglyphic script",
      "development of the royal tomb",
      "practice of mummification",
    ]);
    expect(
      listedTopics(
        "Preparation, anchoring, concessions and value creation: the course takes each stage of a negotiation in turn, " +
          "using case exercises drawn from supplier contracts, and closes by examining how to adapt one's approach in " +
          "cross-cultural negotiations.",
      ),
    ).toEqual(["Preparation", "anchoring", "concessions", "value creation", "cross-cultural negotiations"]);
  });

  it("leaves out what leans on another item, the course's own voice and a trailing comma", () => {
    expect(
      listedTopics(
        "The course covers housing and temperature, feeding from weaning to slaughter weight, daily health checks and " +
          "the care of the farrowing sow and her litter.",
      ),
    ).not.toContain("her litter");
    expect(
      listedTopics(
        "This introductory course covers scaffold components and terminology, ties and bracing, and statutory " +
          "inspection, and it ends with the preparation of handover certificates.",
      ),
    ).toEqual([
      "scaffold components and terminology",
      "ties and bracing",
      "statutory inspection",
      "preparation of handover certificates",
    ]);
    expect(
      listedTopics(
        "We follow Ibsen's realism, Stanislavski's system at the Moscow Art Theatre, Brecht's epic theatre and " +
          "Artaud's theatre of cruelty.",
      )[0],
    ).toBe("Ibsen's realism");
    expect(
      listedTopics(
        "This course develops homotopy, covering space theory and the Seifert–van Kampen theorem, and concludes with simplicial homology.",
      ),
    ).toContain("covering space theory");
  });

  it("doubles the consonant of 'format' ('formatting', not 'formating')", () => {
    expect(gerundOf("format")).toBe("formatting");
    expect(gerundOf("visit")).toBe("visiting");
  });
});

describe("lists cut by a framing clause (held-out-63 and -64)", () => {
  it("keeps a topic after the skills, an adjective pair and the people a subject serves", () => {
    expect(
      listedTopics(
        "Students learn to assemble and care for a clarinet, form a stable embouchure, produce a clear tone, and " +
          "cross the break into the clarion register, while covering the basics of transposition.",
      ).at(-1),
    ).toBe("basics of transposition");
    expect(
      listedTopics(
        "Students learn to form a relaxed, stable embouchure, breathe for a steady sound, buzz on the mouthpiece, and read simple parts.",
      )[0],
    ).toBe("forming a relaxed, stable embouchure");
    expect(
      listedTopics(
        "The course develops structured risk assessment, vaccine scheduling for complex and last-minute travellers, " +
          "the choice of malaria chemoprophylaxis, and the prevention and self-treatment of travellers' diarrhoea.",
      ),
    ).toContain("vaccine scheduling for complex and last-minute travellers");
  });

  it("leaves out an item that names nothing once its clause is cut, and reads 'applies them to A, B and C'", () => {
    const veil = listedTopics(
      "The course covers the company as a separate legal person, the limited circumstances in which courts pierce the " +
        "corporate veil, the general duties of directors, and capital maintenance.",
    );
    expect(veil).not.toContain("limited circumstances");
    expect(veil).toContain("capital maintenance");
    expect(
      listedTopics(
        "This course introduces the key concepts of human geography, namely space, place and scale, and applies them " +
          "to migration, uneven development and gentrification.",
      ),
    ).toContain("migration");
  });
});
