import { describe, expect, it } from "vitest";
import { termSet } from "../../quality/text.ts";
import { unnamedWords } from "./taught.ts";

describe("words a lesson names (taught.ts)", () => {
  it("names a compound on a generic second part where its first part, a noun, is taught (held-out-58)", () => {
    const text = "Tacrolimus is the drug at the centre of most regimens. Clearance falls in old age.";
    const terms = termSet(text);
    expect(unnamedWords("tacrolimus-based immunosuppression", terms, text.toLowerCase())).toEqual([
      "immunosuppression",
    ]);
    expect(unnamedWords("age-related changes", terms, text.toLowerCase())).toEqual(["changes"]);
    // "playing-related injuries" is no "playing" (held-out-4's planted gap).
    expect(unnamedWords("playing-related injuries", termSet("Playing in tune."), "playing in tune.")).toEqual([
      "playing-related",
      "injuries",
    ]);
  });
});
