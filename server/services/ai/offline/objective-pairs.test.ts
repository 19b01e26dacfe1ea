import { describe, expect, it } from "vitest";
import { contrastable } from "./objective-pairs.ts";

describe("contrastable", () => {
  it("keeps two kinds of one thing and two different things", () => {
    expect(contrastable({ a: "somatic anxiety", b: "cognitive anxiety", module: 0 })).toBe(true);
    expect(contrastable({ a: "diatoms", b: "dinoflagellates", module: 0 })).toBe(true);
  });

  it("drops a thing set against its own kind, and a side that breaks off", () => {
    expect(contrastable({ a: "a wet stroke", b: "a stroke", module: 0, articled: true })).toBe(false);
    expect(contrastable({ a: "soil compaction", b: "subsoil compaction", module: 0 })).toBe(false);
    expect(contrastable({ a: "a hydroponic felt wall", b: "a substrate-", module: 0, articled: true })).toBe(false);
  });
});
