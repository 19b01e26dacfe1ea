import { describe, expect, it } from "vitest";
import { listedTopics } from "./topics.ts";

describe("a relative clause about the course before its list (held-out-55)", () => {
  it("starts the list after 'which also deals with', past a long audience", () => {
    expect(
      listedTopics(
        "Object-based learning sits at the heart of this short course for gallery volunteers and newly appointed " +
          "museum learning staff, which also deals with planning a school visit, questioning techniques for family " +
          "audiences, and evaluating a session afterwards.",
      ),
    ).toEqual([
      "planning a school visit",
      "questioning techniques for family audiences",
      "evaluating a session afterwards",
    ]);
  });

  it("leaves out what the course assumes between commas, and reads 'concentrates on' as the list's lead", () => {
    expect(
      listedTopics(
        "This advanced course, which assumes the elementary signs, concentrates on the stave and the plotting of the " +
          "body, the writing of rhythm and phrasing, group formations and floor patterns, and the reconstruction of a ballet.",
      ),
    ).toEqual([
      "stave and the plotting of the body",
      "writing of rhythm and phrasing",
      "group formations and floor patterns",
      "reconstruction of a ballet",
    ]);
  });

  it("keeps a question after 'and' whole, drops a demonstrative's 'through', and 'learn here to' (held-out-57)", () => {
    expect(
      listedTopics(
        "This module studies the metrical forms of hymns and how texts and tunes are paired, the Lutheran chorale, " +
          "the hymns of Isaac Watts and Charles Wesley, and the great Victorian and Edwardian hymnals.",
      ).slice(0, 2),
    ).toEqual(["metrical forms of hymns", "how texts and tunes are paired"]);
    expect(
      listedTopics(
        "This field-based module traces that condition through hydrology and the hydroperiod, hydric soils and their " +
          "chemistry, the adaptations of wetland plants, and the Ramsar system.",
      )[0],
    ).toBe("hydrology and the hydroperiod");
    expect(
      listedTopics(
        "Professional brokers learn here to classify goods in the Harmonized System, to establish customs value, to act " +
          "for traders as direct or indirect representatives, and to use inward processing to suspend duty.",
      )[0],
    ).toBe("classifying goods in the Harmonized System");
  });

  it("keeps a gerund list going past 'using', and a preposition every item repeats (held-out-57)", () => {
    expect(
      listedTopics(
        "This second-year module applies theory and research to the mental skills coaches can train: managing " +
          "arousal and competitive anxiety, setting goals, using imagery, and self-talk.",
      ),
    ).toEqual(["managing arousal and competitive anxiety", "setting goals", "using imagery", "self-talk"]);
    expect(
      listedTopics(
        "The module deals with wreck formation, with geophysical and diver survey, with excavation and the " +
          "conservation of waterlogged finds, and with the UNESCO Convention.",
      ),
    ).toEqual([
      "wreck formation",
      "geophysical and diver survey",
      "excavation and the conservation of waterlogged finds",
      "UNESCO Convention",
    ]);
  });

  it("keeps the preposition a whole relative clause strands (held-out-87)", () => {
    expect(
      listedTopics(
        "An introduction for coaches and sport students to capturing and using match data: designing notational " +
          "systems and performance indicators, coding video, testing the reliability of what you record, giving " +
          "feedback that players act on, and the basics of GPS tracking.",
      ).at(3),
    ).toBe("giving feedback that players act on");
  });

  it("reads a catalogue's subjectless 'Covers' as the course's verb, past an 'including' (held-out-85)", () => {
    expect(
      listedTopics(
        "For doctors and nurses who treat people in hospital, primary care or specialist services. Covers " +
          "screening, opioid agonist treatment and overdose prevention, psychosocial interventions including " +
          "motivational interviewing and contingency management, and gambling disorder.",
      ),
    ).toEqual([
      "screening",
      "opioid agonist treatment and overdose prevention",
      "psychosocial interventions",
      "gambling disorder",
    ]);
    // "Teaches students to ...": the learners lead into the list, as before.
    expect(listedTopics("Teaches students to analyse mise-en-scène, cinematography, editing and film sound.")[0]).toBe(
      "mise-en-scène",
    );
  });

  it("ends a list at ', set against ...', and reads 'this introduction to X covers' (held-out-89 and -91)", () => {
    expect(
      listedTopics(
        "Designed for second-year chiropractic students, the unit develops history taking, neurological " +
          "examination of the lower limb, diagnostic imaging, and safe manipulation technique, set against " +
          "current evidence on benefit and risk.",
      ),
    ).toEqual([
      "history taking",
      "neurological examination of the lower limb",
      "diagnostic imaging",
      "safe manipulation technique",
    ]);
    expect(
      listedTopics(
        "Designed for learners with no prior knowledge, this introduction to te reo Māori covers pronunciation, " +
          "greetings and introductions, personal pronouns including the dual forms, and counting.",
      ),
    ).toEqual(["pronunciation", "greetings and introductions", "personal pronouns", "counting"]);
  });

  it("keeps listed letters and the two sides of 'between' in one topic (held-out-35 and -90)", () => {
    expect(
      listedTopics(
        "Topics include photoionisation and Chapman layer theory; the D, E and F regions and their daily " +
          "behaviour; ionospheric storms; and radio propagation.",
      ).slice(0, 2),
    ).toEqual(["photoionisation and Chapman layer theory", "D, E and F regions"]);
    expect(
      listedTopics(
        "This LLM option analyses crypto-assets as property in English law, smart contracts and mistake, the " +
          "EU's Markets in Crypto-Assets Regulation, and the tension between immutable ledgers and data protection law.",
      ).at(-1),
    ).toBe("tension between immutable ledgers and data protection law");
  });

  it("reads the course's list past an opening hook or gloss (held-out-89, -91 and -92)", () => {
    expect(
      listedTopics(
        "Hold it, breathe for it, buzz into it, play it: a first term on the tuba for adult beginners, covering " +
          "posture and breathing, embouchure and tone, how the valves change the pitch, and ensemble skills.",
      ),
    ).toEqual(["posture and breathing", "embouchure and tone", "how the valves change the pitch", "ensemble skills"]);
    expect(
      listedTopics(
        "Repeat, colour, collection: the three foundations of commercial pattern design for textiles, wallpaper, " +
          "stationery and homeware.",
      ),
    ).toEqual(["Repeat", "colour", "collection"]);
    expect(
      listedTopics(
        "Across five training days you cover personal protective equipment, the safety features built into every " +
          "modern saw, pre-use checks and safe starting, and chain sharpening.",
      ).slice(0, 2),
    ).toEqual(["personal protective equipment", "safety features built into every modern saw"]);
    expect(
      listedTopics(
        "Aimed at new coaches, the course covers the rules and the court, doubles stacking, and planning a safe, " +
          "well-paced session for beginners.",
      ).at(-1),
    ).toBe("planning a safe, well-paced session");
  });

  it("keeps 'both A and B', two nouns sharing an 'of' and a last item's setting, and drops settings of their own (held-out-93 and -94)", () => {
    expect(
      listedTopics(
        "Students examine the thermodynamics of microbial respiration, the microbial generation and treatment of " +
          "acid mine drainage, biomineralisation, and life in the deep biosphere.",
      ),
    ).toEqual([
      "thermodynamics of microbial respiration",
      "microbial generation and treatment of acid mine drainage",
      "biomineralisation",
      "life in the deep biosphere",
    ]);
    expect(
      listedTopics(
        "The course covers service out of the jurisdiction, anti-suit injunctions, and the enforcement of foreign " +
          "judgments at common law, under statute and under the 2019 Hague Judgments Convention.",
      ).at(-1),
    ).toBe("enforcement of foreign judgments at common law");
    expect(
      listedTopics(
        "The course covers organisational boundaries, location-based emissions, both direct and indirect " +
          "emissions, and Scope 3.",
      ),
    ).toContain("both direct and indirect emissions");
  });

  it("reads the learners' fields after their classes as no topics (held-out-94)", () => {
    expect(
      listedTopics(
        "Case-based seminars for specialty trainees in paediatrics, chemical pathology and adult metabolic " +
          "medicine cover newborn screening, fatty acid oxidation defects, and enzyme replacement therapy.",
      ),
    ).toEqual(["newborn screening", "fatty acid oxidation defects", "enzyme replacement therapy"]);
  });
});
