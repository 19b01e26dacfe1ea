import { describe, expect, it } from "vitest";
import { laterClauseObjectives } from "./objective-descriptions.ts";
import { offlineObjectives } from "./objectives.ts";
import { descriptionTopicObjectives } from "./objective-titles.ts";

const none = new Set<string>();

describe("objectives from a module description's later clauses", () => {
  it("reads each later clause in the module's own voice as a description of its own", () => {
    expect(
      laterClauseObjectives(
        "Compares solid-point and wire-nib machines, introduces the basic nib shapes and sets out the ventilation habits.",
        "beginner",
        none,
      ),
    ).toContain("describe the basic nib shapes");
  });

  it("gives none for a clause leaning on the one before, or for a description in another voice", () => {
    expect(
      laterClauseObjectives(
        "Derives the thrust equation and Tsiolkovsky's rocket equation and uses them to show why launch vehicles are staged.",
        "advanced",
        none,
      ),
    ).toEqual([]);
    expect(
      laterClauseObjectives("The stages of motor learning and the kinds of skill a coach teaches.", "beginner", none),
    ).toEqual([]);
  });
});

describe("objectives from the topics a course description lists", () => {
  const description =
    "How did a cluster of lagoon islands become a sea power? Topics include the city's Byzantine origins, the " +
    "Fourth Crusade and the maritime empire, the closing of the Great Council and the Council of Ten, the " +
    "Arsenal, and the expansion onto the mainland.";
  const modules = [
    {
      title: "From lagoon refuge to Byzantine client",
      text: "Venice began as a refuge in the lagoon. Its Byzantine origins show in the dogeship and in trade privileges.",
    },
    {
      title: "1204 and the Stato da Mar",
      text: "In 1204 the Fourth Crusade sacked Constantinople, and Venice took a maritime empire of islands and ports.",
    },
    {
      title: "Oligarchy at home, empire on the mainland",
      text: "The closing of the Great Council in 1297 fixed the ruling class. Expansion onto the mainland ended at Agnadello.",
    },
  ];
  const names = new Set(["Venice", "Byzantine", "Fourth", "Crusade", "Great", "Council", "Ten", "Arsenal"]);

  it("writes each taught topic with the level's verb and the article the description gives it", () => {
    const stated = ["examine the closing of the Great Council and the councils that checked the doge"];
    expect(descriptionTopicObjectives(description, modules, "intermediate", names, stated)).toEqual([
      { text: "examine the city's Byzantine origins", module: 0 },
      { text: "examine the Fourth Crusade and the maritime empire", module: 1 },
      { text: "examine the expansion onto the mainland", module: 2 },
    ]);
  });

  it("leaves a topic no module teaches (the Arsenal) and one an objective already names", () => {
    const texts = descriptionTopicObjectives(description, modules, "intermediate", names, []).map((t) => t.text);
    expect(texts.some((t) => /Arsenal/.test(t))).toBe(false);
    expect(texts).toContain("examine the closing of the Great Council");
    const stated = ["examine the closing of the Great Council and the councils that checked the doge"];
    expect(
      descriptionTopicObjectives(description, modules, "intermediate", names, stated).some((t) =>
        /closing/.test(t.text),
      ),
    ).toBe(false);
  });

  it("keeps the lessons' topics inside a listed topic's objective out of the templates (rubric O5)", () => {
    const objectives = offlineObjectives({
      courseTitle: "Supporting People to Stop Smoking",
      courseDescription: "Sessions cover very brief advice, varenicline and cytisine, and carbon monoxide monitoring.",
      level: "beginner",
      count: 5,
      modules: [
        {
          title: "Very brief advice",
          text: "Very brief advice takes thirty seconds: ask, advise and act. Ask every smoker about smoking.",
        },
        {
          title: "Stop-smoking medicines",
          text:
            "Varenicline is a partial agonist at the nicotinic receptor that eases withdrawal. " +
            "Cytisine is a plant alkaloid with the same action, taken for twenty-five days.",
        },
        {
          title: "Carbon monoxide monitoring",
          text: "Carbon monoxide monitoring measures breath CO in parts per million; a reading under 10 ppm confirms abstinence.",
        },
      ],
    });
    expect(objectives).toContain("Students will be able to describe varenicline and cytisine");
    expect(objectives.some((o) => /define varenicline/.test(o))).toBe(false);
  });
});
