import { describe, expect, it } from "vitest";
import { listedParts, onlyGenericUnnamed } from "./promised-parts.ts";
import { listedTopics } from "./topics.ts";

describe("lists whose items hold lists of their own (held-out-105 to -108)", () => {
  it("ends a sentence after a superscript digit", () => {
    expect(
      listedTopics(
        "A culture that runs cleanly in a 2-litre bench reactor can starve of oxygen, overheat or develop substrate " +
          "gradients at 20 m³. Written for final-year and master's engineering students, the course treats oxygen " +
          "transfer and kLa measurement, the choice of scale-up criterion, sterilisation kinetics, and feedback control " +
          "of fed-batch cultures.",
      ),
    ).toEqual([
      "oxygen transfer and kLa measurement",
      "choice of scale-up criterion",
      "sterilisation kinetics",
      "feedback control of fed-batch cultures",
    ]);
  });

  it("keeps 'the case for and against' whole", () => {
    expect(
      listedTopics(
        "Topics include salary caps and revenue sharing; broadcasting rights; and the case for and against public " +
          "subsidy of stadiums and mega-events.",
      ).at(-1),
    ).toBe("case for and against public subsidy of stadiums and mega-events");
  });

  it("reads 'the programme drills' and 'engineers on the course' as the list's lead", () => {
    expect(
      listedTopics(
        "Designed for pupil barristers, the programme drills examination-in-chief without leading, disciplined " +
          "cross-examination, putting the case and handling expert witnesses.",
      )[0],
    ).toBe("examination-in-chief without leading");
    expect(
      listedTopics(
        "Engineers on the course use steam tables with confidence, size and drain steam mains, select steam traps, " +
          "and specify steam metering for energy audits.",
      ),
    ).toEqual([
      "using steam tables with confidence",
      "sizing and draining steam mains",
      "selecting steam traps",
      "specifying steam metering for energy audits",
    ]);
  });

  it("keeps a verb's listed objects in a semicolon group, and a second verb's gerund", () => {
    expect(
      listedTopics(
        "Lay out racking and aisles; slot stock by velocity; choose between discrete, batch, zone and wave picking; " +
          "and report the KPIs that clients actually read.",
      )[2],
    ).toBe("choosing between discrete, batch, zone and wave picking");
    expect(
      listedTopics(
        "Prepare consolidated accounts, decide when control exists under IFRS 10, measure goodwill under IFRS 3, " +
          "eliminate intra-group trading and account for foreign subsidiaries: the core group-reporting skills.",
      ).at(-1),
    ).toBe("eliminating intra-group trading and accounting for foreign subsidiaries");
  });

  it("reads the list before a glossing colon, not a span inside the gloss", () => {
    expect(
      listedTopics(
        "Site, soil, varieties, pollination, pruning and pest control: the practical steps in planting and running a " +
          "small hazelnut orchard, from choosing pollinisers to harvesting and drying the crop.",
      ),
    ).toEqual(["Site", "soil", "varieties", "pollination", "pruning", "pest control"]);
  });

  it("tells a gerund from a lone adjective, and keeps adjectives listed before one noun", () => {
    expect(
      listedTopics("The course covers orthographic projection, dimensioning, sectional views and isometric sketching."),
    ).toEqual(["orthographic projection", "dimensioning", "sectional views", "isometric sketching"]);
    expect(
      listedTopics(
        "It covers targeted assays, database searching, label-free, SILAC and isobaric quantification, and " +
          "phosphopeptide enrichment.",
      ),
    ).toContain("label-free, SILAC and isobaric quantification");
    expect(
      listedTopics(
        "Lectures develop the greedy algorithm, matroid polytopes, duality and minors, and the excluded-minor " +
          "characterisations of binary, regular and ternary matroids.",
      ).at(-1),
    ).toBe("excluded-minor characterisations of binary, regular and ternary matroids");
  });

  it("starts the list after 'attending to'", () => {
    expect(
      listedTopics(
        "Close reading of selected sugyot, attending to the relation between Mishnah and Gemara, the anonymous " +
          "redactional layer, the interplay of halakhah and aggadah, and the medieval commentaries.",
      ),
    ).toEqual([
      "relation between Mishnah and Gemara",
      "anonymous redactional layer",
      "interplay of halakhah and aggadah",
      "medieval commentaries",
    ]);
  });

  it("keeps the two sides of 'between' in one promised topic, whose 'relation' may go unnamed", () => {
    expect(listedParts("relation between Mishnah and Gemara")).toEqual(["relation between Mishnah and Gemara"]);
    expect(onlyGenericUnnamed("relation between Mishnah and Gemara", ["relation"])).toBe(true);
    expect(onlyGenericUnnamed("steam tables with confidence", ["confidence"])).toBe(true);
    expect(onlyGenericUnnamed("supplier relationship management", ["relationship"])).toBe(false);
  });
});

describe("list leads, remarks and names (held-out-109 to -112)", () => {
  it("reads 'Main themes are' as the list, not a span of the framing", () => {
    expect(
      listedTopics(
        "A graduate course on moving mass at least cost, from Monge's 1781 memoir on cuttings and fills to current " +
          "uses in statistics and machine learning. Main themes are the Kantorovich relaxation, duality and c-concave " +
          "potentials, Brenier's theorem, Wasserstein distances, and the Sinkhorn algorithm.",
      ),
    ).toEqual([
      "Kantorovich relaxation",
      "duality and c-concave potentials",
      "Brenier's theorem",
      "Wasserstein distances",
      "Sinkhorn algorithm",
    ]);
  });

  it("leaves out the disciplines drawn on, and joins a first name to its surname", () => {
    expect(
      listedTopics(
        "Drawing on sociology, history and cultural studies, this research seminar asks how groups remember and " +
          "forget. It reads Halbwachs on the social frameworks of memory, Nora's lieux de memoire, Jan and Aleida " +
          "Assmann on cultural memory, and the rise of digital memory.",
      ),
    ).toEqual([
      "Halbwachs on the social frameworks of memory",
      "Nora's lieux de memoire",
      "Jan and Aleida Assmann on cultural memory",
      "rise of digital memory",
    ]);
  });

  it("ends the list before a gerund applied to each item, and takes 'develops' as the course's verb", () => {
    expect(
      listedTopics(
        "Seminars work through resource mobilisation theory, political opportunity structures, framing processes, " +
          "repertoires of contention and digital activism, testing each against historical and contemporary cases.",
      ).at(-1),
    ).toBe("digital activism");
    expect(
      listedTopics(
        "For physiotherapy, nursing and sport science students, the course develops concussion assessment, injury " +
          "grading, return-to-play decision making and cardiac screening.",
      )[0],
    ).toBe("concussion assessment");
  });

  it("keeps a skill's listed objects after 'to'", () => {
    expect(
      listedTopics(
        "Beginners learn to hold the instrument and the bachi, tune to honchoshi, niagari and sansagari, strike and " +
          "scoop cleanly, and read simple tablature.",
      )[1],
    ).toBe("tuning to honchoshi, niagari and sansagari");
  });
});

describe("generic words a taught topic may leave unnamed (held-out-109 and -110)", () => {
  it("takes 'explanations', 'tradition' and 'pictures' as generic", () => {
    expect(onlyGenericUnnamed("onnagata tradition", ["tradition"])).toBe(true);
    expect(onlyGenericUnnamed("competing explanations for invasion success", ["explanations"])).toBe(true);
    expect(onlyGenericUnnamed("nearly-free-electron pictures", ["pictures"])).toBe(true);
    expect(onlyGenericUnnamed("papal documents as a distinct diplomatic tradition", ["papal", "distinct"])).toBe(false);
  });
});
