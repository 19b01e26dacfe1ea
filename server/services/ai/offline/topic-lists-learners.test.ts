import { describe, expect, it } from "vitest";
import { topicsPart } from "./content-gaps.ts";
import { listedTopics } from "./topics.ts";

describe("learners, audiences and sources around a course's list (held-out-97 to -100)", () => {
  it("reads a catalogue's 'Covers' as the course's verb, not as learners, so its nouns stay nouns", () => {
    expect(
      listedTopics(
        "A practical course in sheet lead for roofers who already hold a roofing qualification. Covers lead codes " +
          "and thermal movement, bossing and dressing, step and cover flashings, gutter linings, and lead welding.",
      ),
    ).toEqual([
      "lead codes and thermal movement",
      "bossing and dressing",
      "step and cover flashings",
      "gutter linings",
      "lead welding",
    ]);
  });

  it("takes what the course draws on for its sources, not its topics, before or after the list", () => {
    expect(
      listedTopics(
        "Second-year students examine the justifications of punishment, the sociology of imprisonment, " +
          "reoffending and rehabilitation, and probation practice, drawing on evidence from England and Wales, " +
          "Scandinavia and the United States.",
      ),
    ).toEqual([
      "justifications of punishment",
      "sociology of imprisonment",
      "reoffending and rehabilitation",
      "probation practice",
    ]);
    expect(
      listedTopics(
        "Drawing on cases from Argentina, South Africa, the former Yugoslavia, Rwanda and Colombia, the seminar " +
          "compares criminal trials, truth commissions, amnesties and reparations.",
      ),
    ).toEqual(["criminal trials", "truth commissions", "amnesties", "reparations"]);
  });

  it("reads learners with a clause of their own, or listed with one WordNet does not know as people", () => {
    expect(
      listedTopics(
        "Over six practical days, candidates preparing for the PA1 and PA2 assessments study the law and the " +
          "product label, calibrate a boom sprayer, and rehearse spill response.",
      ),
    ).toEqual(["law and the product label", "calibrating a boom sprayer", "rehearsing spill response"]);
    expect(
      listedTopics(
        "Land agents, parish councillors, countryside officers and walkers' representatives study the definitive " +
          "map and statement, ploughing and cropping, and diversion and extinguishment orders.",
      ),
    ).toEqual(["definitive map and statement", "ploughing and cropping", "diversion and extinguishment orders"]);
  });

  it("drops an audience lead whose people have a clause of their own, in the outline and the promised topics", () => {
    const description =
      "For occupational therapists, physiotherapists and rehabilitation engineers working in wheelchair services, " +
      "the content spans postural assessment on the plinth, cushion selection and pressure mapping, and tilt-in-space and recline.";
    expect(listedTopics(description)).toEqual([
      "postural assessment on the plinth",
      "cushion selection and pressure mapping",
      "tilt-in-space and recline",
    ]);
    expect(topicsPart(description)).toBe(
      "The content spans postural assessment on the plinth, cushion selection and pressure mapping, and tilt-in-space and recline.",
    );
  });

  it("takes a list that is the subject of a statement for a remark, not the course's list", () => {
    expect(
      listedTopics(
        "Overcrowded historic centres, seasonal unemployment and eroded coastlines are as much a part of tourism as " +
          "revenue and jobs. Future destination managers learn to measure demand and seasonality, interpret the " +
          "tourism area life cycle, set and monitor carrying capacity, and design visitor management schemes.",
      ),
    ).toEqual([
      "measuring demand and seasonality",
      "interpreting the tourism area life cycle",
      "setting and monitoring carrying capacity",
      "designing visitor management schemes",
    ]);
  });
});

describe("a list of the cases' sources, and learners who practise (held-out-98)", () => {
  it("prefers the course's own list to where its cases come from", () => {
    expect(
      listedTopics(
        "Cultural dimensions and their critics; face, politeness and conflict styles; culture shock and adjustment. " +
          "Each week pairs a theoretical reading with cases drawn from workplaces, classrooms and study abroad.",
      ),
    ).toEqual([
      "Cultural dimensions and their critics",
      "face, politeness and conflict styles",
      "culture shock and adjustment",
    ]);
  });

  it("starts the list after what the learners practise", () => {
    expect(
      listedTopics(
        "Registered nurses and nursing associates extending their role into vascular access practise vein selection " +
          "and cannulation technique, infusion rate calculations, and the grading of phlebitis.",
      ),
    ).toEqual(["vein selection and cannulation technique", "infusion rate calculations", "grading of phlebitis"]);
  });
});

describe("a list before a colon after which the course speaks (held-out-99 and -101)", () => {
  it("takes the list before 'the option ...' or 'a first course for ...', not one after 'an introductory course on'", () => {
    expect(
      listedTopics(
        "Sediment entrainment and transport, hydraulic geometry, channel planform and river restoration: the option " +
          "links process measurements to the forms rivers build, using flume data, field surveys and quantitative models.",
      ),
    ).toEqual(["Sediment entrainment and transport", "hydraulic geometry", "channel planform", "river restoration"]);
    expect(
      listedTopics(
        "Peas, field beans, lentils and chickpeas: an introductory course on how pulse crops fix nitrogen, where " +
          "they fit in an arable rotation, which pests and diseases matter most, and how to approach grain marketing.",
      ),
    ).not.toContain("lentils");
  });
});
