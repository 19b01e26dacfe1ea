import { describe, expect, it } from "vitest";
import { bare, listedParts } from "./promised-parts.ts";

describe("the parts of a listed topic that the lessons should name (issue #10)", () => {
  it("drops a generic verb, an article and a skill's purpose, but keeps 'how to'", () => {
    expect(bare("reading the smoke to judge the burn")).toBe("smoke");
    expect(bare("the cupping to judge the result")).toBe("cupping");
    expect(bare("how to size a small system")).toBe("how to size a small system");
    expect(bare("analysing traffic streams")).toBe("traffic streams");
  });

  it("keeps an item whole when its 'and' closes a list inside it", () => {
    expect(listedParts("how to balance Assam, Ceylon and Kenyan teas")).toEqual([
      "how to balance Assam, Ceylon and Kenyan teas",
    ]);
    expect(listedParts("hops and the wort boil")).toEqual(["hops", "wort boil"]);
  });
});
