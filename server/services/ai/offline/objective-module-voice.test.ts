import { describe, expect, it } from "vitest";
import { descriptionObjective } from "./objective-descriptions.ts";

const none = new Set<string>();

describe("module descriptions in the module's own voice (held-out-89)", () => {
  it("reads the topic after a verb of covering, with the level's verb", () => {
    expect(
      descriptionObjective(
        "Traces how Charles Martel and Pippin III turned control of the Merovingian court into a new royal dynasty.",
        "intermediate",
        none,
      ),
    ).toBe(
      "analyze how Charles Martel and Pippin III turned control of the Merovingian court into a new royal dynasty",
    );
    expect(
      descriptionObjective(
        "Covers the most destructive citrus disease, the main insect pests and the tests used to decide when fruit is mature.",
        "beginner",
        none,
      ),
    ).toBe(
      "describe the most destructive citrus disease, the main insect pests and the tests used to decide when fruit is mature",
    );
  });

  it("takes a Bloom verb as the learner's own, cut before the module's second verb", () => {
    expect(
      descriptionObjective(
        "Distinguishes absolute from qualified and class-based from prejudice-based exemptions.",
        "intermediate",
        none,
      ),
    ).toBe("distinguish absolute from qualified and class-based from prejudice-based exemptions");
    expect(
      descriptionObjective(
        "Introduces consequentialist, duty-based and virtue-based reasoning and applies each to cases.",
        "beginner",
        none,
      ),
    ).toBe("describe consequentialist, duty-based and virtue-based reasoning");
  });

  it("gives none for the teacher's own doing, and reads a plural noun as no verb", () => {
    // "examine traces how ...", "analyze drills the team's response ..." were the objectives before.
    expect(
      descriptionObjective(
        "Drills the team's response to loss of gas, loss of communications and an unconscious diver.",
        "advanced",
        none,
      ),
    ).toBeNull();
    expect(
      descriptionObjective(
        "Forms of interaction, stability analysis, AMMI and GGE biplots, and mixed-model analysis of trials.",
        "advanced",
        none,
      ),
    ).toBe(
      "analyze forms of interaction, stability analysis, AMMI and GGE biplots, and mixed-model analysis of trials",
    );
  });

  it("reads a plural noun before a noun as the subject or a topic, as before (held-out-14 and -70)", () => {
    expect(descriptionObjective("Files shape the canal and irrigants disinfect it.", "advanced", none)).toBe(
      "analyze how files shape the canal and irrigants disinfect it",
    );
    expect(descriptionObjective("Gas mixtures for meat, fish, bakery and fresh produce.", "intermediate", none)).toBe(
      "examine gas mixtures for meat, fish, bakery and fresh produce",
    );
  });
});
