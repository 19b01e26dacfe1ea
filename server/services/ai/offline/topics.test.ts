import { describe, expect, it } from "vitest";
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
    ).toEqual(["lime cycle", "mix coarse stuff", "finish surfaces with limewash"]);
    expect(
      listedTopics(
        "On six weekends on a working farm, beginners learn to judge a hedge, cut and lay pleachers, and drive stakes.",
      ),
    ).toEqual(["judge a hedge", "cut and lay pleachers", "drive stakes"]);
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
    expect(
      listedTopics(
        "Beginners build a glove puppet, practise manipulation (focus, breath and fixed point), and stage shadow scenes.",
      ),
    ).toEqual(["glove puppet", "practise manipulation (focus, breath and fixed point)", "stage shadow scenes"]);
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
});
