import { describe, expect, it } from "vitest";
import { activitiesResultSchema, outlineResultSchema } from "../schemas.ts";
import { FIXTURE_COURSES } from "./fixtures/courses.ts";
import { buildCompleteCourse } from "./fixtures/snapshots.ts";
import { createOfflineProvider } from "./index.ts";
import { OBJECTIVE_PREFIX } from "./objectives.ts";
import { fitTopics, listedTopics } from "./topics.ts";
import { offlineOutline } from "./outline.ts";
import { durationInWeeks, spansWeeks, htmlToText, wordCount } from "./text.ts";

describe("offline course outline", () => {
  it.each(FIXTURE_COURSES.map((c) => [c.title, c] as const))(
    "%s: getting started first, 20+ word descriptions",
    (_, c) => {
      const outline = offlineOutline({
        title: c.title,
        description: c.description,
        level: c.level,
        duration: c.duration,
      });
      const weeks = durationInWeeks(c.duration)!;
      // About one module a week, but one per listed topic, never dropped nor padded out with filler (issue #10).
      const listed = listedTopics(c.description).length;
      expect(outline.modules.length).toBeGreaterThanOrEqual(4);
      expect(outline.modules.length).toBeLessThanOrEqual(
        Math.max(Math.min(8, Math.max(4, weeks)), Math.min(8, listed + 2)),
      );
      expect(outline.modules[0]!.title).toBe("Getting Started");
      expect(new Set(outline.modules.map((m) => m.title)).size).toBe(outline.modules.length);
      for (const m of outline.modules) {
        expect(wordCount(m.description)).toBeGreaterThanOrEqual(20);
        expect(m.lessons.length).toBeGreaterThanOrEqual(2);
        expect(m.lessons.length).toBeLessThanOrEqual(3);
        for (const lesson of m.lessons) {
          expect(lesson.contentHtml).toMatch(/^<h2>.+<\/h2>.*<p>.+<\/p>.*<ul>(<li>.+<\/li>)+<\/ul>/s);
          expect(wordCount(htmlToText(lesson.contentHtml))).toBeGreaterThan(5);
        }
      }
      expect(outline.objectives.length).toBeGreaterThanOrEqual(4);
      expect(outline.objectives.length).toBeLessThanOrEqual(6);
      for (const o of outline.objectives) expect(o.startsWith(OBJECTIVE_PREFIX)).toBe(true);
      expect(outlineResultSchema.safeParse({ ...outline, provider: { name: "offline" } }).success).toBe(true);
    },
  );

  it("builds modules on the course's own concepts and escapes HTML", () => {
    const outline = offlineOutline({
      title: "Data Ethics <script>",
      description: "Privacy, informed consent & algorithmic bias in machine learning.",
      level: "advanced",
      duration: null,
    });
    expect(outline.modules).toHaveLength(4);
    const titles = outline.modules
      .map((m) => m.title)
      .join(" | ")
      .toLowerCase();
    expect(titles).toMatch(/privacy|informed consent|algorithmic bias|machine learning/);
    const html = outline.modules.flatMap((m) => m.lessons.map((l) => l.contentHtml)).join("");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&amp;");
  });
});

describe("offline activity ideas", () => {
  it("grounds ideas in the module's concepts and validates", async () => {
    const course = buildCompleteCourse(FIXTURE_COURSES[4]!);
    const result = await createOfflineProvider().activityIdeas({ course, moduleId: course.modules[0]!.id });
    expect(activitiesResultSchema.parse(result).activities).toHaveLength(3);
    const text = result.activities
      .map((a) => `${a.title} ${a.description}`)
      .join(" ")
      .toLowerCase();
    expect(text).toMatch(/nucleophile|leaving group|carbocation|substitution|sn2/);
    expect(new Set(result.activities.map((a) => a.title)).size).toBe(3);
  });

  it("picks higher-order activities for advanced courses", async () => {
    const course = buildCompleteCourse(FIXTURE_COURSES[9]!);
    const result = await createOfflineProvider().activityIdeas({ course, count: 3 });
    expect(result.activities.map((a) => a.bloomLevel)).toEqual(["evaluate", "evaluate", "create"]);
  });
});

describe("text helpers", () => {
  it("parses durations", () => {
    expect(durationInWeeks("8 weeks")).toBe(8);
    expect(durationInWeeks("6-8 weeks")).toBe(8);
    expect(durationInWeeks("1 semester")).toBe(15);
    expect(durationInWeeks("Self-paced")).toBeNull();
    expect(durationInWeeks(null)).toBeNull();
    expect(durationInWeeks("ten weeks")).toBe(10);
    // "fourteen" is no "four" and no "one": held-out-76 read one week and advised rebalancing.
    expect(durationInWeeks("fourteen weeks (one three-hour workshop a week)")).toBe(14);
    expect(durationInWeeks("thirty weeks")).toBe(30);
    // A number joined to its unit: "a twelve-week block ... a week" read one week (held-out-78).
    expect(durationInWeeks("a twelve-week block (one lecture and one farm walk a week)")).toBe(12);
    expect(durationInWeeks("a 10-week module")).toBe(10);
    // A count of meetings says nothing about the weeks they span (held-out-29).
    expect(durationInWeeks("ten evening sessions of 2.5 hours")).toBeNull();
    // Only a course over weeks gets "Rebalance the schedule": an intensive of days does not.
    expect(spansWeeks("ten weeks")).toBe(true);
    expect(spansWeeks("one term (20 lectures)")).toBe(true);
    expect(spansWeeks("six days on site")).toBe(false);
    expect(spansWeeks("weekly clinics")).toBe(false);
  });
  it("turns HTML into sentences per block", () => {
    expect(htmlToText("<h2>Title</h2><p>One &amp; two.</p><ul><li>Item</li></ul>")).toBe("Title.\nOne & two.\nItem.");
  });

  it("keeps a skill whose object is people as a module, never the audience (held-out-74)", () => {
    const outline = offlineOutline({
      title: "Orthopaedic Nursing Practice",
      description:
        "Registered nurses moving into trauma and orthopaedic wards build skill in neurovascular assessment, recognising acute compartment syndrome, caring for older people after hip fracture, traction care, and preventing venous thromboembolism after joint replacement.",
      level: "intermediate",
      duration: "8 weeks",
    });
    const titles = outline.modules.map((m) => m.title);
    expect(titles).toContain("Caring for older people after hip fracture");
    expect(titles).not.toContain("Registered nurses");
  });

  it("makes the topics a description lists its modules, in order, whole (issue #10)", () => {
    const outline = offlineOutline({
      title: "Introduction to Constitutional Law",
      description:
        "Students in any major explore the structure of the U.S. Constitution, separation of powers, federalism, the First Amendment, equal protection and due process through landmark Supreme Court cases.",
      level: "beginner",
      duration: "8 weeks",
    });
    const titles = outline.modules.map((m) => m.title);
    expect(titles).toEqual([
      "Getting Started",
      "Structure of the U.S. Constitution",
      "Separation of powers",
      "Federalism",
      "First Amendment",
      "Equal protection",
      "Due process",
      "Synthesis and Review",
    ]);
    expect(titles).not.toContain("Major");
    expect(outline.modules[4]!.lessons[0]!.title).toBe("Introduction to the First Amendment");
  });

  it("keeps every listed topic when there are more topics than weeks", () => {
    const outline = offlineOutline({
      title: "Welding Fundamentals",
      description:
        "Hands-on introduction to shielded metal arc welding, gas metal arc welding, joint design, weld inspection and shop safety for first-year technical students.",
      level: "beginner",
      duration: "6 weeks",
    });
    const text = outline.modules.map((m) => m.title.toLowerCase()).join(" | ");
    for (const topic of [
      "shielded metal arc welding",
      "gas metal arc welding",
      "joint design",
      "weld inspection",
      "shop safety",
    ]) {
      expect(text).toContain(topic);
    }
    expect(listedTopics("This course teaches nurses to give medicines safely.")).toEqual([]);
  });

  it("makes no topic of a list's connective, a dangling participle, a participle phrase or people doing something", () => {
    expect(listedTopics("Recruitment, job evaluation, covering security definitions, and pay.")).toEqual([
      "Recruitment",
      "job evaluation",
      "security definitions",
      "pay",
    ]);
    expect(listedTopics("Topics: recruitment, job evaluation, and also pay.")).toEqual([
      "recruitment",
      "job evaluation",
      "pay",
    ]);
    expect(
      listedTopics("Seminar topics: viral replication strategies organised, receptor binding, and uncoating."),
    ).toEqual(["viral replication strategies", "receptor binding", "uncoating"]);
    expect(
      listedTopics(
        "Sound levels, reverberation time, sound absorbers, and airborne insulation, applied to classrooms and offices.",
      ),
    ).toEqual(["Sound levels", "reverberation time", "sound absorbers", "airborne insulation"]);
    // People doing something are no topic; a skill on a plural object and "how people ..." are.
    expect(
      listedTopics(
        "Workshop topics: workshop participants true wheels, tighten fasteners to the correct torque, how athletes learn skills, and brakes.",
      ),
    ).toEqual(["tighten fasteners to the correct torque", "how athletes learn skills", "brakes"]);
  });

  it("reads past a leading phrase before the subject, a description's verbs and a relative pronoun (held-out-11 and -12)", () => {
    expect(
      listedTopics(
        "Taught through weekly case conferences for senior trainees, the module addresses treatment-resistant depression, clozapine, lithium therapy, and capacity assessment.",
      ),
    ).toEqual(["treatment-resistant depression", "clozapine", "lithium therapy", "capacity assessment"]);
    expect(
      listedTopics(
        "With physiology as its guide, the module works through acid-base analysis, acute kidney injury, and chronic kidney disease.",
      ),
    ).toEqual(["acid-base analysis", "acute kidney injury", "chronic kidney disease"]);
    expect(
      listedTopics(
        "The course develops the laws of thermodynamics, relates the Gibbs energy to equilibrium, analyses reaction rates, and introduces phase diagrams.",
      ),
    ).toEqual(["laws of thermodynamics", "Gibbs energy to equilibrium", "reaction rates", "phase diagrams"]);
    // A plural noun before "of" or a noun WordNet knows stays ("labours of Heracles", "gas metal arc welding").
    expect(listedTopics("Topics: the labours of Heracles, gas metal arc welding, and the Trojan War.")).toEqual([
      "labours of Heracles",
      "gas metal arc welding",
      "Trojan War",
    ]);
    // A list of gerunds is no leading phrase.
    expect(listedTopics("Malting and mashing, hops and the wort boil, yeast and fermentation.")[0]).toBe(
      "Malting and mashing",
    );
  });

  it("reads the lists of held-out-9's descriptions: past a question, a leading participle clause, the people and their verb, a course number", () => {
    expect(
      listedTopics(
        "How does a plant feed itself and grow? Lectures and weekly laboratories take up plant cells and tissues, photosynthesis, transport in the xylem, and pollination.",
      ),
    ).toEqual(["plant cells and tissues", "photosynthesis", "transport in the xylem", "pollination"]);
    expect(
      listedTopics(
        "Working from still life around campus, painters in this studio practise flat and graded washes, wet-in-wet technique, and colour mixing.",
      ),
    ).toEqual(["flat and graded washes", "wet-in-wet technique", "colour mixing"]);
    expect(
      listedTopics(
        "Designed for final-year medical students, the course addresses ECG interpretation, acute coronary syndromes, and heart failure.",
      ),
    ).toEqual(["ECG interpretation", "acute coronary syndromes", "heart failure"]);
    expect(
      listedTopics(
        "Prerequisite: Thermodynamics I. Steady conduction through plane walls, forced convection, and radiation.",
      ),
    ).toEqual(["Steady conduction through plane walls", "forced convection", "radiation"]);
    expect(
      listedTopics(
        "Quantitative analysis in the laboratory, from acid-base titration and calibration to UV-visible spectrophotometry and gas chromatography, with attention to uncertainty.",
      ),
    ).toEqual(["acid-base titration", "calibration", "UV-visible spectrophotometry", "gas chromatography"]);
    expect(
      listedTopics(
        "Participants read Old English in the original, working through the noun cases, strong and weak verbs, and the metre of Beowulf.",
      ),
    ).toEqual(["noun cases", "strong and weak verbs", "metre of Beowulf"]);
    // Not a route: "from the Renaissance to the twentieth century" dates the last item.
    expect(
      listedTopics(
        "An advanced course in English prosody: meter and rhythm, the sonnet, and free verse from the Renaissance to the twentieth century.",
      ),
    ).toEqual(["meter and rhythm", "sonnet", "free verse"]);
  });

  it("reads the lists of held-out-8's descriptions: semicolon groups, 'including'/'namely', 'from A through B to C', nested lists", () => {
    expect(
      listedTopics(
        "Students study the relational model and SQL; normalisation up to Boyce-Codd normal form; physical storage and indexing with B+ trees; and transactions, isolation levels and concurrency control.",
      ),
    ).toEqual([
      "relational model and SQL",
      "normalisation up to Boyce-Codd normal form",
      "physical storage and indexing with B+ trees",
      "transactions, isolation levels and concurrency control",
    ]);
    expect(
      listedTopics(
        "Covers the core activities of the HR function, including recruitment and selection, job evaluation, performance appraisal, and employment relations.",
      ),
    ).toEqual(["recruitment and selection", "job evaluation", "performance appraisal", "employment relations"]);
    expect(
      listedTopics(
        "Examines three classic problems, namely kinship and descent, gift exchange and reciprocity, and ritual, through the fieldwork of Malinowski, Mauss and Turner.",
      ),
    ).toEqual(["kinship and descent", "gift exchange and reciprocity", "ritual"]);
    expect(
      listedTopics(
        "An advanced course on how experience changes the brain, from long-term potentiation through place cells to reward prediction error, closing with neurodegeneration.",
      ),
    ).toEqual(["long-term potentiation", "place cells", "reward prediction error", "neurodegeneration"]);
    expect(
      listedTopics(
        "An introduction to insects: the exoskeleton, growth by moulting, the major insect orders and how to identify them, and eusociality in ants, bees and termites.",
      ),
    ).toEqual(["exoskeleton", "growth by moulting", "major insect orders", "eusociality in ants, bees and termites"]);
    expect(
      listedTopics(
        "Students learn to build and manage a coal fire, read heat by colour, draw out, upset and bend bar stock, and harden and temper tools.",
      ),
    ).toEqual([
      "building and managing a coal fire",
      "reading heat by colour",
      "drawing out",
      "upsetting and bending bar stock",
      "hardening and tempering tools",
    ]);
    expect(
      listedTopics(
        "Covers relief printing, intaglio etching, and screen printing, together with the editioning, signing and documentation of prints.",
      ),
    ).toEqual([
      "relief printing",
      "intaglio etching",
      "screen printing",
      "editioning, signing and documentation of prints",
    ]);
  });

  it("finds the list after 'a course in' or 'develops', splits a long 'X and Y' item, and ends it before 'designed for' (held-out-7)", () => {
    expect(
      listedTopics(
        "An introductory course in clay bodies, throwing on the wheel, kiln firing, and glazes, for students beginning a degree.",
      ),
    ).toEqual(["clay bodies", "throwing on the wheel", "kiln firing", "glazes"]);
    expect(
      listedTopics("This module develops material balances, energy balances, distillation, and pump selection."),
    ).toEqual(["material balances", "energy balances", "distillation", "pump selection"]);
    expect(
      listedTopics(
        "Covers bricks and mortar, bonding patterns, setting out the corners and laying the bricks to the line, and arches.",
      ),
    ).toEqual([
      "bricks and mortar",
      "bonding patterns",
      "setting out the corners",
      "laying the bricks to the line",
      "arches",
    ]);
    expect(
      listedTopics(
        "A beginner's course in layered network models, Ethernet and switching, and the Domain Name System, designed for students who are starting a degree.",
      ),
    ).toEqual(["layered network models", "Ethernet and switching", "Domain Name System"]);
    expect(
      listedTopics(
        "A graduate seminar for students of classics, English and communication studies on Aristotle's appeals, stasis theory, the five canons, and the progymnasmata.",
      ),
    ).toEqual(["Aristotle's appeals", "stasis theory", "five canons", "progymnasmata"]);
    expect(
      listedTopics(
        "Performance measures such as occupancy and RevPAR, revenue management and overbooking, and menu engineering.",
      )[0],
    ).toBe("Performance measures");
    expect(
      listedTopics("Teaches students to analyse mise-en-scène, cinematography, editing and film sound."),
    ).toContain("mise-en-scène");
    // After a serial comma the last item is one topic whole.
    expect(
      listedTopics("Covers bricks and mortar, bonding patterns, and arches and lintels, for apprentices."),
    ).toEqual(["bricks and mortar", "bonding patterns", "arches and lintels"]);
  });

  it("starts a list at its first topic, not after 'of', drops no topic and makes no module of the audience (issue #10)", () => {
    const concrete = offlineOutline({
      title: "Reinforced Concrete Design",
      description:
        "Flexural design of beams, shear reinforcement, serviceability and deflection, and prestressed concrete for senior civil engineering students.",
      level: "advanced",
      duration: "8 weeks",
    }).modules.map((m) => m.title);
    expect(concrete.slice(1, 3)).toEqual(["Flexural design of beams", "Shear reinforcement"]);
    expect(concrete.join(" ").toLowerCase()).not.toMatch(/senior|students|applying/);
    // Five topics in three weeks: every one kept, at most two a module.
    const food = offlineOutline({
      title: "Food Safety",
      description:
        "Foodborne illness, time and temperature control, cross-contamination, cleaning and sanitizing, and allergen management for culinary students.",
      level: "beginner",
      duration: "3 weeks",
    }).modules.map((m) => m.title);
    const joined = food.join(" | ").toLowerCase();
    for (const topic of [
      "foodborne illness",
      "time and temperature control",
      "cross-contamination",
      "cleaning and sanitizing",
      "allergen management",
    ])
      expect(joined).toContain(topic);
    expect(fitTopics(["a", "b", "c", "d", "e"], 2)).toEqual(["a, b and c", "d and e"]);
  });
});
