import { describe, expect, it } from "vitest";
import { listedTopics } from "./topics.ts";
import { withoutSharedPreposition } from "./list-words.ts";

describe("where a description's list starts and what its items are (held-out-33 and -34)", () => {
  it("starts after the learners and their verb, after a colon too", () => {
    expect(
      listedTopics(
        "Ethiopia's working language, taught from its own syllabary upward: learners master the fidel and its seven " +
          "vowel orders, greetings and the polite forms of address, the possessive suffixes on nouns, and reading the Ethiopian clock.",
      )[0],
    ).toBe("fidel and its seven vowel orders");
    expect(
      listedTopics(
        "Clinical music therapy is more than playing music: this module sets out Bruscia's four method families, " +
          "structured assessment and goal setting, and the regulation of the profession by the HCPC.",
      )[0],
    ).toBe("Bruscia's four method families");
    expect(
      listedTopics(
        "Sheet copper becomes bowls, jugs and pans through hammer work, and in this intermediate workshop metalworkers " +
          "practise annealing and work hardening, planishing, silver-soldered and riveted joints, and tinning.",
      ),
    ).toEqual(["annealing and work hardening", "planishing", "silver-soldered and riveted joints", "tinning"]);
  });

  it("lets the course's verb open the list before an 'including' inside an item", () => {
    expect(
      listedTopics(
        "This second-year module studies the Phoenician city-states, the settlements of the west including Carthage, " +
          "the spread of the alphabet, and the purple dye industry.",
      ),
    ).toEqual(["Phoenician city-states", "settlements of the west", "spread of the alphabet", "purple dye industry"]);
  });

  it("drops the description's verbs from items, and keeps a hyphenated 'class'", () => {
    expect(
      listedTopics(
        "Students practise the three click consonants, meet the noun-class system and its agreement prefixes, build " +
          "present-tense sentences, and learn telling the time.",
      ),
    ).toEqual([
      "three click consonants",
      "noun-class system and its agreement prefixes",
      "building present-tense sentences",
      "telling the time",
    ]);
    expect(
      listedTopics(
        "This module distinguishes impact investing from ESG integration and philanthropy, works through impact " +
          "measurement with IRIS+ and the five dimensions of impact, " +
          "examines blended finance structures, and reviews the evidence on financial performance.",
      ),
    ).toContain("impact measurement");
  });

  it("cuts a long item at 'in' or, after a name, at 'as', with the participle the cut leaves", () => {
    expect(
      listedTopics(
        "This module covers insect succession on carrion, development rates and accumulated degree hours, the " +
          "estimation of the minimum post-mortem interval in casework, and entomotoxicology.",
      ),
    ).toContain("estimation of the minimum post-mortem interval");
    // A one-word head is a fragment: the longest head that fits (held-out-67's "Counting").
    expect(
      listedTopics(
        "Students develop the toolkit of modern enumeration: the symbolic method, Lagrange inversion and tree " +
          "enumeration, counting under symmetry with Burnside's lemma and Pólya's theorem, and q-analogues.",
      ),
    ).toContain("counting under symmetry");
    expect(
      listedTopics(
        "Level 7 module. Milner's Calculus of Communicating Systems as a language for concurrent behaviour, labelled " +
          "transition systems, strong and weak bisimulation, and Hennessy–Milner logic.",
      )[0],
    ).toBe("Milner's Calculus of Communicating Systems");
    expect(
      listedTopics(
        "Beginners in this studio course build the half-seated araimandi, the first families of adavus counted in adi " +
          "tala, the single-hand gestures of the Abhinaya Darpana, and an understanding of the margam.",
      ),
    ).toContain("first families of adavus");
    // A gloss is no name: "codicology, the study of the book as a physical object" stays out.
    expect(
      listedTopics(
        "Trains students to read Latin manuscripts: the Roman scripts and uncial, Caroline minuscule, the system of " +
          "medieval abbreviation, and codicology, the study of the book as a physical object.",
      ),
    ).not.toContain("study of the book");
  });
});

describe("questions among a description's topics (held-out-19, -22 and -36)", () => {
  it("keeps the topics before and after the questions as items of their own", () => {
    expect(
      listedTopics(
        "This module traces the field's history, the RES model, how to choose a poem for a group, what " +
          "expressive-writing research shows, and working with children.",
      ),
    ).toEqual([
      "field's history",
      "RES model",
      "how to choose a poem",
      "what expressive-writing research shows",
      "working with children",
    ]);
    expect(
      listedTopics(
        "Beginners here learn the tinctures and the rule of tincture, the ordinaries and common charges, how to " +
          "write and read a blazon, and how marks of cadency distinguish members of a family.",
      ),
    ).toContain("ordinaries and common charges");
  });

  it("cuts a skill's purpose from a long item", () => {
    expect(
      listedTopics(
        "This course covers static triage of Windows PE files, packers and manual unpacking, dynamic analysis in an " +
          "isolated laboratory, and writing YARA rules to detect what has been found.",
      ),
    ).toContain("writing YARA rules");
  });
});

describe("short lists inside an item (held-out-37)", () => {
  it("keeps a short list after a preposition and capitalised kinds with their noun", () => {
    expect(
      listedTopics(
        "Latvian is taught from the first letter: the alphabet with its macrons, carons and cedillas, stress on the " +
          "first syllable, and telling the time.",
      )[0],
    ).toBe("alphabet with its macrons, carons and cedillas");
    expect(
      listedTopics(
        "The module sets out the Open, Specific and Certified categories, operator registration, and third-party insurance.",
      )[0],
    ).toBe("Open, Specific and Certified categories");
    // Longer than a module title: the parts stay apart.
    expect(
      listedTopics(
        "Trainees run health surveillance programmes for noise, vibration and respiratory hazards, advise managers on " +
          "fitness, and set up testing policies.",
      ),
    ).not.toContain("run health surveillance programmes for noise, vibration and respiratory hazards");
  });

  it("keeps adjectives listed after 'of', a thousands separator and a modifier on 'of' inside their item", () => {
    expect(
      listedTopics(
        "This second-year course follows the life histories of green, red and brown seaweeds, dissects the silica " +
          "frustule of diatoms, and considers harmful algal blooms.",
      ),
    ).toEqual([
      "life histories of green, red and brown seaweeds",
      "silica frustule of diatoms",
      "harmful algal blooms",
    ]);
    // Nouns after "of" are a list of their own topics.
    expect(listedTopics("This module covers measures of association, confounding and bias, and screening.")).toEqual([
      "measures of association",
      "confounding and bias",
      "screening",
    ]);
    const glass = listedTopics(
      "The class goes on to the marver and the first bubble, shaping with jacks, blocks and paddles, working safely " +
        "beside a furnace at about 1,120 °C, and annealing finished pieces.",
    );
    expect(glass).not.toContain("120 °C");
    expect(glass).toContain("annealing finished pieces");
    expect(
      listedTopics(
        "Sardinian is taught from zero: its sounds and spelling, the articles and the plural in -s, the present tense " +
          "of regular verbs and of 'to be', and the island's place-names and what they reveal.",
      ),
    ).not.toContain("of 'to be'");
  });

  it("reads the list after 'teaches it through' and after the learners' participle 'learning'", () => {
    expect(
      listedTopics(
        "This short course teaches it through accurate measuring and dilution, the sour family of drinks, stirring " +
          "versus shaking, and choosing glassware and garnishes.",
      )[0],
    ).toBe("accurate measuring and dilution");
    expect(
      listedTopics(
        "Trainees make a twelve-spoke cart wheel, learning timber selection and seasoning, turning and mortising the " +
          "nave, driving and dishing the spokes, and fitting the felloes.",
      ),
    ).toEqual([
      "timber selection and seasoning",
      "turning and mortising the nave",
      "driving and dishing the spokes",
      "fitting the felloes",
    ]);
    // "learning through play" is a topic, not the participle.
    expect(
      listedTopics(
        "Theories of child development, learning through play, observing children's learning and partnerships with families.",
      ),
    ).toContain("learning through play");
  });

  it("keeps a language's syllables inside their item and drops the course's own framing (held-out-42 to -44)", () => {
    expect(
      listedTopics(
        "This beginners' class teaches how to sit and tune, the basic bols Na, Tin, Ge and Ke, the sixteen-beat cycle " +
          "of teentaal, and a first qaida.",
      ),
    ).toContain("bols Na, Tin, Ge and Ke");
    expect(listedTopics("The course covers tax, oil and gas law, and mining.")).toEqual([
      "tax",
      "oil and gas law",
      "mining",
    ]);
    // An appositive between commas, a leading participle with its adverb, the seminar itself.
    expect(
      listedTopics(
        "Claims matter; the module, part of a professional certificate in insurance, deals with first notification " +
          "of loss, coverage decisions, reserving, and subrogation.",
      )[0],
    ).toBe("first notification of loss");
    expect(
      listedTopics(
        "Playing together from the first week, members of the university gamelan learn the instruments of the Central " +
          "Javanese bronze ensemble and their roles, the slendro and pelog tunings, cipher notation of the balungan, the " +
          "colotomic cycle marked by gong and kenong, and irama.",
      )[0],
    ).toBe("instruments of the Central Javanese bronze ensemble");
    expect(
      listedTopics(
        "In this intermediate papyrology seminar, students with two years of Greek learn the documentary hands, the " +
          "Leiden conventions for editing, and the common abbreviations.",
      ),
    ).not.toContain("this intermediate papyrology seminar");
    // Skills after "students to", and a hyphenated verb with its object pronoun.
    expect(
      listedTopics(
        "This seminar trains students to read and expand abbreviations, to date inscriptions from internal evidence, " +
          "and to record stones by making squeezes.",
      ),
    ).toEqual([
      "reading and expanding abbreviations",
      "dating inscriptions from internal evidence",
      "recording stones by making squeezes",
    ]);
    expect(
      listedTopics(
        "In this workshop you sink a tenor pan, mark out the note pattern, groove and temper it, rough-tune the notes " +
          "and finish it with chroming.",
      ),
    ).toEqual([
      "sinking a tenor pan",
      "marking out the note pattern",
      "grooving and tempering",
      "rough-tuning the notes",
      "finishing with chroming",
    ]);
  });

  it("reads '2 to 8 °C' as a range, not the list's start (held-out-46)", () => {
    expect(
      listedTopics(
        "Staff learn the 2 to 8 °C storage range, refrigerator set-up, vaccine vial monitors, and the shake test.",
      )[0],
    ).toBe("2 to 8 °C storage range");
    expect(
      listedTopics(
        "This module applies BS 5839-1 to the choice of system category, detector siting and spacing, and sounder audibility.",
      )[0],
    ).toBe("choice of system category");
  });

  it("drops the preposition every item repeats, and reads a first step then the list after it (held-out-48)", () => {
    expect(
      listedTopics(
        "Red-hot pots lifted from the kiln are the spectacle; the craft lies in the clay body, in post-firing reduction, " +
          "in naked raku with its resist slip, and in staying safe around an open kiln.",
      ),
    ).toEqual([
      "clay body",
      "post-firing reduction",
      "naked raku with its resist slip",
      "staying safe around an open kiln",
    ]);
    expect(
      listedTopics(
        "Ten weekly rehearsals turn beginners into a working handbell choir, starting from holding and ringing a bell " +
          "and moving on to reading an assigned part, damping, and the special techniques of the English tradition.",
      ),
    ).toEqual([
      "holding and ringing a bell",
      "reading an assigned part",
      "damping",
      "special techniques of the English tradition",
    ]);
    // One item with "in" is no shared preposition.
    expect(withoutSharedPreposition(["the clay body", "in reduction", "glazes"])).toEqual([
      "the clay body",
      "in reduction",
      "glazes",
    ]);
  });

  it("starts a list after a verb's 'through', and keeps a last station's own list (held-out-47)", () => {
    expect(
      listedTopics(
        "Taught in a working cutting room, this unit takes learners who already handle a boning knife safely through " +
          "the primal cuts of the beef hindquarter, seam butchery, dry-ageing, and the hygiene rules for cutting plants.",
      )[0],
    ).toBe("primal cuts of the beef hindquarter");
    // "through" inside the first topic is no list start.
    expect(
      listedTopics(
        "Steady conduction through plane walls and cylinders, forced and natural convection, and heat-exchanger design.",
      )[0],
    ).toBe("Steady conduction through plane walls and cylinders");
    expect(
      listedTopics(
        "This elective connects biology with farm practice, from the grafting operation and nucleus choice through " +
          "hatchery spat production to the grading of the harvest by size, lustre, surface and shape.",
      ),
    ).toEqual(["grafting operation and nucleus choice", "hatchery spat production", "grading of the harvest"]);
  });

  it("reads learners named by their trade, 'trains <people> in', a list after ', through', and whole questions (held-out-49, -50)", () => {
    expect(
      listedTopics(
        "At the rating stage, trainee controllers study surveillance separation minima, vectoring to the final " +
          "approach track, wake turbulence separation including RECAT-EU, and the handling of aircraft with radio failure.",
      ),
    ).toEqual([
      "surveillance separation minima",
      "vectoring to the final approach track",
      "wake turbulence separation",
      "handling of aircraft with radio failure",
    ]);
    expect(
      listedTopics(
        "This certificate unit trains new phlebotomists in patient identification, vein selection at the antecubital " +
          "fossa, the order of draw for evacuated tubes, and the handling of needlestick injuries.",
      )[0],
    ).toBe("patient identification");
    // "Evening" is no participle leading into the sentence.
    expect(
      listedTopics(
        "Evening classes work through misdirection, the classic false shuffles, and the ethics of secrecy and exposure.",
      ),
    ).toEqual(["misdirection", "classic false shuffles", "ethics of secrecy and exposure"]);
    expect(
      listedTopics(
        "Knappers learn here to control its size and direction, through platform preparation and abrasion, soft-hammer " +
          "thinning with antler billets, pressure flaking, and heat treatment of stone to improve its flaking quality.",
      ),
    ).toEqual([
      "platform preparation and abrasion",
      "soft-hammer thinning with antler billets",
      "pressure flaking",
      "heat treatment of stone",
    ]);
    expect(
      listedTopics(
        "This course explains how processing creates the main tea types, how to cup teas side by side to ISO 3103, " +
          "how to balance Assam, Ceylon and Kenyan teas in a breakfast blend, and the craft of scenting tea.",
      ),
    ).toEqual([
      "how processing creates the main tea types",
      "how to cup teas side by side to ISO 3103",
      "how to balance Assam, Ceylon and Kenyan teas",
      "craft of scenting tea",
    ]);
  });

  it("reads the list after ', and this course', not the opening remark before it (held-out-52, -54)", () => {
    expect(
      listedTopics(
        "Fraud leaves traces in ledgers, bank statements and tax returns, and this master's-level module trains " +
          "accountants to find them through the fraud triangle, digital analysis using Benford's law, indirect methods " +
          "of reconstructing income, and writing an expert report.",
      ),
    ).toEqual([
      "fraud triangle",
      "digital analysis using Benford's law",
      "indirect methods of reconstructing income",
      "writing an expert report",
    ]);
    expect(
      listedTopics(
        "Tuned in fifths like a violin, the mandolin has its own vocabulary, and this intermediate course develops " +
          "tremolo, the chop chord, double stops in closed positions, and cross-picking.",
      )[0],
    ).toBe("tremolo");
  });
});
