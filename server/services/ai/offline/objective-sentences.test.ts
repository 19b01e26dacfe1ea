import { describe, expect, it } from "vitest";
import { descriptionObjective } from "./objective-descriptions.ts";

const none = new Set<string>();

describe("module descriptions that are sentences or run on (held-out-25 to -28)", () => {
  it("leaves a second clause after ', and' out of 'explain how/why', however the tagger reads it", () => {
    expect(
      descriptionObjective(
        "Bread begins with flour of good strength and a slow ferment, and both are under the baker's control.",
        "beginner",
        none,
      ),
    ).toBe("explain how bread begins with flour of good strength and a slow ferment");
    expect(
      descriptionObjective(
        "The dispatcher decides which parcel leaves first when every van is full, and in most depots it is done by scanner.",
        "intermediate",
        none,
      ),
    ).toBe("analyze how the dispatcher decides which parcel leaves first when every van is full");
  });

  it("puts no sentence after 'examine/analyze': after a parenthesis, a relative clause, a modal or people's verb", () => {
    for (const sentence of [
      "The bevel angle, more than any other factor, decides how long the edge lasts and how it cuts.",
      "The angle at which the blade meets the stone sets the bevel, and with it the sharpness.",
      "Nothing may be left inside the mould, and nothing may be lost when the casting is removed.",
      "Economists measure output with national accounts, and statisticians revise it each year.",
    ])
      expect(descriptionObjective(sentence, "advanced", none)).toBeNull();
    // A relative clause whose own verb follows it is no sentence: the list of topics stays.
    expect(
      descriptionObjective("Conditions in which lifting must be avoided, and the signs of strain.", "beginner", none),
    ).not.toBeNull();
  });

  it("reads participles as adjectives, keeps a skill without a topic tacked on, and lowers a hyphenated capital", () => {
    expect(descriptionObjective("Open, restricted, negotiated or competitive.", "intermediate", none)).toBeNull();
    expect(
      descriptionObjective(
        "Scoring essays on content and style, and the moderation that follows.",
        "intermediate",
        none,
      ),
    ).toBe("demonstrate how to score essays on content and style");
    expect(
      descriptionObjective(
        "Taping and electronic distance measurement, and the corrections applied.",
        "beginner",
        none,
      ),
    ).not.toMatch(/^demonstrate how to tape and electronic/);
    expect(
      descriptionObjective(
        "Potential-pH diagrams map where a metal corrodes and where it passivates.",
        "advanced",
        none,
      ),
    ).toBe("analyze how potential-pH diagrams map where a metal corrodes and where it passivates");
    // "late, high-fare customers": a comma between adjectives cuts no question short.
    expect(
      descriptionObjective("How many seats should be held back for late, high-fare customers?", "intermediate", none),
    ).not.toBe("analyze how many seats should be held back for late");
  });
});
