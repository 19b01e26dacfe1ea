import { describe, expect, it } from "vitest";
import { SCHEDULE_REMARK } from "./topic-items.ts";
import { listedTopics } from "./topics.ts";

describe("the topics a course description lists (held-out-13 and later)", () => {
  it("starts the list after the course and its verb wherever they stand, and takes no clause or framing as a topic (held-out-17 and -18)", () => {
    expect(
      listedTopics(
        "Aimed at qualified nurses taking up hospice posts, the module covers pain assessment, nausea, syringe drivers and bereavement support.",
      ),
    ).toEqual(["pain assessment", "nausea", "syringe drivers", "bereavement support"]);
    expect(
      listedTopics(
        "This MSc module in hydraulic and geotechnical engineering treats the stability of gravity dams, seepage control, and spillway hydraulics.",
      ),
    ).toEqual(["stability of gravity dams", "seepage control", "spillway hydraulics"]);
    expect(
      listedTopics(
        "The module studies Babur's campaigns, Akbar's nobility, and the cy-près doctrine by which failed gifts are redirected.",
      ),
    ).toEqual(["Babur's campaigns", "Akbar's nobility", "cy-près doctrine"]);
    // A subject and its verb cut from a framing sentence are no topics; a name in -s is ("Glacier surges").
    expect(
      listedTopics(
        "Pollution is, to an economist, an externality, and much of environmental policy follows from that.",
      ),
    ).toEqual([]);
    expect(listedTopics("The course covers mass balance, glacier surges, test doubles and iceberg calving.")).toEqual([
      "mass balance",
      "glacier surges",
      "test doubles",
      "iceberg calving",
    ]);
  });

  it("reads a list after a colon or a semicolon, after learners and 'learn', and drops 'its' and 'Topics are' (held-out-19 and -20)", () => {
    expect(
      listedTopics(
        "Spoken from Perpignan to Alicante, in Andorra and in Alghero, Catalan is taught here from zero: its sounds and spelling, gender and the articles, and telling the time.",
      ),
    ).toEqual(["sounds and spelling", "gender and the articles", "telling the time"]);
    expect(
      listedTopics(
        "Cement render traps moisture, while lime lets it escape; on this course trainees learn the lime cycle, mix coarse stuff, and finish surfaces with limewash.",
      ),
    ).toEqual(["lime cycle", "mixing coarse stuff", "finishing surfaces with limewash"]);
    expect(
      listedTopics(
        "On six weekends on a working farm, beginners learn to judge a hedge, cut and lay pleachers, and drive stakes.",
      ),
    ).toEqual(["judging a hedge", "cutting and laying pleachers", "driving stakes"]);
    expect(
      listedTopics("Topics are n-gram language models, word embeddings, self-attention and named entity recognition."),
    ).toEqual(["n-gram language models", "word embeddings", "self-attention", "named entity recognition"]);
  });

  it("reads 'students trace' as the list's start and a passive clause as no topic (held-out-23)", () => {
    expect(
      listedTopics(
        "Reading the chronicles in translation, second-year students trace Sonni Ali's conquests, Timbuktu's scholarly world, and the Moroccan invasion.",
      ),
    ).toEqual(["Sonni Ali's conquests", "Timbuktu's scholarly world", "Moroccan invasion"]);
    expect(
      listedTopics("Footsteps, rustles and clinks are performed again, in sync, on a Foley stage.").includes(
        "rustles and clinks are performed again",
      ),
    ).toBe(false);
  });

  it("takes the sentence that lists the course's topics, and reads questions, brackets, infinitives and learners (held-out-13 and -14)", () => {
    expect(
      listedTopics(
        "Sleep disorders are common, under-recognised and usually treatable. Trainees in medicine, neurology and psychiatry study sleep scoring, sleep apnoea, and narcolepsy.",
      ),
    ).toEqual(["sleep scoring", "sleep apnoea", "narcolepsy"]);
    expect(
      listedTopics(
        "The course, for final-year and master's students in engineering, deals with head losses, turbine selection, and water hammer.",
      ),
    ).toEqual(["head losses", "turbine selection", "water hammer"]);
    expect(
      listedTopics(
        "The course explains how coins were struck, how to read a legend, what weight and fineness reveal, and how hoards date sites.",
      ),
    ).toEqual([
      "how coins were struck",
      "how to read a legend",
      "what weight and fineness reveal",
      "how hoards date sites",
    ]);
    // A bracket's commas divide no skills either (list-words.ts guardedCommas).
    expect(
      listedTopics(
        "Beginners build a glove puppet, practise manipulation (focus, breath and fixed point), and stage shadow scenes.",
      ),
    ).toEqual(["building a glove puppet", "manipulation (focus, breath and fixed point)", "staging shadow scenes"]);
    expect(
      listedTopics(
        "The module prepares nurses to run noise surveillance, to advise managers on adjustments, and to set up drug testing policies.",
      ),
    ).toEqual(["run noise surveillance", "advise managers on adjustments", "set up drug testing policies"]);
    // An instrument after "with" is no audience ("with electronic apex locators").
    expect(
      listedTopics("The module treats canal morphology, working length with electronic apex locators, and obturation."),
    ).toEqual(["canal morphology", "working length with electronic apex locators", "obturation"]);
  });

  it("starts the list after 'covering', 'looking at', a course 'which deals with' and 'follows X through' (held-out-27 and -28)", () => {
    expect(
      listedTopics(
        "Bread is mostly air, and these evening classes show why, covering flour and gluten, wild yeast, shaping and scoring.",
      ),
    ).toEqual(["flour and gluten", "wild yeast", "shaping", "scoring"]);
    expect(
      listedTopics(
        "This module asks how news travelled, looking at the printing press, the Reformation pamphlet, the first newspapers and the telegraph.",
      ),
    ).toEqual(["printing press", "Reformation pamphlet", "first newspapers", "telegraph"]);
    expect(
      listedTopics(
        "Sorting wool by hand is the aim of this short module, which deals with staple length, crimp, fleece faults and grading.",
      ),
    ).toEqual(["staple length", "crimp", "fleece faults", "grading"]);
    expect(
      listedTopics(
        "This module follows one claim through reporting the loss, assessing the damage, settling the payment and closing the file.",
      ),
    ).toEqual(["reporting the loss", "assessing the damage", "settling the payment", "closing the file"]);
    // What a demonstrative points back to is no topic; the list goes on after "together with".
    expect(
      listedTopics(
        "This beginners' course teaches that knot together with choosing and preparing the rope, whipping the ends, and splicing an eye.",
      ),
    ).toEqual(["choosing and preparing the rope", "whipping the ends", "splicing an eye"]);
  });

  it("keeps letters and a statute's name whole, and never cuts a name list as a statute", () => {
    expect(
      listedTopics("The course covers the alphabet with å, ø and æ, word order, the two genders and counting."),
    ).toEqual(["alphabet with å, ø and æ", "word order", "two genders", "counting"]);
    expect(listedTopics("The seminar reads Plato, Aristotle and Kant.")).toEqual(["Plato", "Aristotle", "Kant"]);
    // A statute's long name is one item, never cut at its comma or its "and" (held-out-28 and -30).
    expect(
      listedTopics(
        "The module covers the duty of the Defective Premises, Repairs and Leases Act 1972, nuisance, the Rylands rule and trespass to land.",
      ),
    ).toEqual([
      "duty of the Defective Premises, Repairs and Leases Act 1972",
      "nuisance",
      "Rylands rule",
      "trespass to land",
    ]);
    expect(
      listedTopics(
        "The option analyses Part 3 of the Children and Families Act 2014, exclusion, and the tribunal's powers.",
      ),
    ).toEqual(["Part 3 of the Children and Families Act 2014", "exclusion", "tribunal's powers"]);
  });

  it("joins back what 'and' does not divide in a long item, and goes on after a route's last station", () => {
    expect(
      listedTopics(
        "Six sessions take the beginner from splitting slate with a zax and hammer and ripper, through holing and gauging, to laying the courses, flashings, and valleys.",
      ),
    ).toEqual(["splitting slate", "holing and gauging", "laying the courses", "flashings", "valleys"]);
    // A remark on the course after the last station ends the list.
    expect(
      listedTopics(
        "The course runs from arrest through charge and bail to trial and sentence, with a unit on youth courts.",
      ),
    ).toEqual(["arrest", "charge and bail", "trial and sentence"]);
    expect(
      listedTopics(
        "The module treats fire dynamics, tenability and the comparison of permissible and measured exposure doses, smoke control, and the fire resistance of timber.",
      ),
    ).toEqual([
      "fire dynamics",
      "tenability",
      "comparison of permissible and measured exposure doses",
      "smoke control",
      "fire resistance of timber",
    ]);
    expect(
      listedTopics(
        "The course treats divine kingship and the rivalry of Tikal and Calakmul, the collapse, and the conquest.",
      ),
    ).toEqual(["divine kingship", "rivalry of Tikal and Calakmul", "collapse", "conquest"]);
  });

  it("reads a list after 'you will', joins a list of nouns into the skill before it, and keeps a possessive", () => {
    expect(
      listedTopics(
        "Knots are older than writing, and in this workshop you will tie the bowline, splice an eye, whip a rope end, and coil a line.",
      ),
    ).toEqual(["tying the bowline", "splicing an eye", "whipping a rope end", "coiling a line"]);
    expect(
      listedTopics(
        "The module takes students through screening with MUST, estimating energy, protein and fluid requirements, planning feeds, and monitoring.",
      ),
    ).toEqual(["MUST", "estimating energy, protein and fluid requirements", "planning feeds", "monitoring"]);
    expect(listedTopics("The course covers the day's work or giornata, pigments, and secco finishing.")).toEqual([
      "day's work or giornata",
      "pigments",
      "secco finishing",
    ]);
  });

  it("starts after 'It' and its verb, drops 'then' and a verb, and joins names in 'of' and a lone adjective (held-out-31, -32)", () => {
    expect(
      listedTopics(
        "This module makes that promise precise. It proves confluence for the lambda calculus, then studies normalisation, typed reduction and fixed points.",
      ),
    ).toEqual(["confluence for the lambda calculus", "normalisation", "typed reduction", "fixed points"]);
    expect(
      listedTopics("The course covers the empires of Ghana, Mali and Songhay, the salt trade, and Timbuktu."),
    ).toEqual(["empires of Ghana, Mali and Songhay", "salt trade", "Timbuktu"]);
    expect(
      listedTopics("The module surveys jawless, cartilaginous and bony fishes, gills, swim bladders and fins."),
    ).toEqual(["jawless, cartilaginous and bony fishes", "gills", "swim bladders", "fins"]);
    // Not a list of names: the topics stay apart.
    expect(listedTopics("The course covers measures of association, confounding and bias, and screening.")).toEqual([
      "measures of association",
      "confounding and bias",
      "screening",
    ]);
  });
});

describe("a description's remarks are no list items (held-out-32)", () => {
  it("drops a subject with its copula, a count of meetings and an ordinal remark", () => {
    const items = listedTopics(
      "Danced in longwise sets to reels, jigs and strathspeys, Scottish country dancing is social first and technical second.",
    );
    expect(items.join(" | ")).not.toMatch(/social first|technical second/);
    const remark = (t: string) => SCHEDULE_REMARK.test(t);
    expect(["eight afternoon workshops", "ten evening sessions", "technical second"].every(remark)).toBe(true);
    expect(["second language acquisition", "workshop safety", "the first amendment"].some(remark)).toBe(false);
  });
});
