import { describe, expect, it } from "vitest";
import { averageRanks, spearman } from "./calibration-set.ts";

describe("averageRanks", () => {
  it("gives tied values their mean rank", () => {
    expect(averageRanks([10, 30, 20, 20])).toEqual([1, 4, 2.5, 2.5]);
  });
});

describe("spearman", () => {
  it("is 1 for the same order and -1 for the reverse order", () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 45])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [9, 7, 5, 1])).toBeCloseTo(-1);
  });
  it("matches the textbook value with ties (Pearson of average ranks)", () => {
    // Ranks x: 1, 2.5, 2.5, 4, 5 (deviations -2, -0.5, -0.5, 1, 2; sum of squares 9.5);
    // y: 2, 1, 3, 5, 4 (deviations -1, -2, 0, 2, 1; 10); cross products sum to 7.
    expect(spearman([1, 2, 2, 4, 5], [20, 10, 30, 50, 40])).toBeCloseTo(7 / Math.sqrt(95), 6);
  });
  it("rejects lists of different length", () => {
    expect(() => spearman([1, 2], [1])).toThrow(RangeError);
  });
});
