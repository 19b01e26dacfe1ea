import { describe, expect, it } from "vitest";
import { termSet } from "../../quality/text.ts";
import { covered, unnamedWords } from "./taught.ts";

describe("words a lesson names (taught.ts)", () => {
  it("names a '-related' compound where its first part, a noun, is taught (held-out-58)", () => {
    const text = "Clearance falls in old age.";
    expect(unnamedWords("age-related changes", termSet(text), text.toLowerCase())).toEqual(["changes"]);
    // "-based" names a method of its own: "activity-based costing" is a dev-set planted gap.
    expect(unnamedWords("activity-based costing", termSet("Activity and costing."), "activity and costing.")).toEqual([
      "activity-based",
    ]);
    // "playing-related injuries" is no "playing" (held-out-4's planted gap).
    expect(unnamedWords("playing-related injuries", termSet("Playing in tune."), "playing in tune.")).toEqual([
      "playing-related",
      "injuries",
    ]);
  });

  it("never reads a topic word as a function word it begins with ('intonation' is no 'into', held-out-79)", () => {
    const text = "Air flows from the lungs into the vocal tract; they write vowels in broad transcription.";
    expect(unnamedWords("intonation", termSet(text), text.toLowerCase())).toEqual(["intonation"]);
    // A function word of the promise is no topic word to name ("the optics and lamps they tended").
    expect(unnamedWords("lamps they tended", termSet("Lamps are tended."), "lamps are tended.")).toEqual([]);
  });

  it("names an adjective in -y where its noun is taught ('oily rags' of rags soaked in oil, held-out-61)", () => {
    const text = "Rags soaked in linseed oil can catch fire.";
    expect(unnamedWords("oily rags", termSet(text), text.toLowerCase())).toEqual([]);
    expect(unnamedWords("oily rags", termSet("Rags dry on a line."), "rags dry on a line.")).toEqual(["oily"]);
  });

  it("reads a word with an apostrophe as the lessons write it ('Rus'', 'd'Alembert's formula': held-out-71 and -72)", () => {
    const text = "The law of Rus' survives in the Russkaya Pravda. Imposing the data gives d'Alembert's formula.";
    expect(unnamedWords("Rus' law code", termSet(text), text.toLowerCase())).toEqual(["code"]);
    expect(unnamedWords("d'Alembert's formula", termSet(text), text.toLowerCase())).toEqual([]);
  });

  it("names a word with a prefix where the rest is taught ('multilayer boards' of six-layer boards, held-out-69)", () => {
    const text = "A six-layer build gives every signal layer a ground plane on its boards.";
    expect(unnamedWords("multilayer boards", termSet(text), text.toLowerCase())).toEqual([]);
    // Not "inter-": "intergenerational relations" was a planted gap where lessons spoke of generations (held-out-65).
    const generations = "Each generation of the family keeps its own relations.";
    expect(unnamedWords("intergenerational relations", termSet(generations), generations.toLowerCase())).toEqual([
      "intergenerational",
    ]);
  });

  it("reads 'CPR' as cardiopulmonary resuscitation, and no short word as an acronym (held-out-63)", () => {
    const text = "Start CPR at once and use the AED.";
    expect(covered("cardiopulmonary resuscitation", termSet(text), text.toLowerCase())).toBe(true);
    const reef = "The reef grows too slowly to recover.";
    expect(covered("topology optimisation", termSet(reef), reef.toLowerCase())).toBe(false);
  });
});
