/**
 * The calibration set as a regression test (issue #11): the engine's ranking of the 24 courses
 * agrees with the expert grades recorded before the engine ran (Spearman >= 0.8), no
 * boilerplate-only course is graded above D, every exemplary course is graded B or better.
 * `npm run eval:quality` prints the per-course table and the figures.
 */
import { describe, expect, it } from "vitest";
import { MIN_SPEARMAN, agreement, runCalibration, type CalibrationResult } from "./agreement.ts";
import { ARCHETYPES, CALIBRATION_DIR, loadCalibrationSet } from "./calibration-set.ts";

const cases = loadCalibrationSet(CALIBRATION_DIR);

describe("quality calibration set", () => {
  let results: CalibrationResult[] = [];

  it("holds at least 20 courses, every archetype in it, in at least 20 disciplines", () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    expect(new Set(cases.map((c) => c.archetype))).toEqual(new Set(ARCHETYPES));
    expect(new Set(cases.map((c) => c.discipline)).size).toBeGreaterThanOrEqual(20);
    expect(cases.some((c) => c.holdout) && cases.some((c) => !c.holdout)).toBe(true);
  });

  it("ranks the courses as the expert does and keeps the hard limits", async () => {
    results = await runCalibration(cases);
    const figures = agreement(results);
    expect(figures.spearman).toBeGreaterThanOrEqual(MIN_SPEARMAN);
    expect(figures.boilerplateAboveD).toEqual([]);
    expect(figures.exemplaryBelowB).toEqual([]);
    // The held-out half alone, which weights were never tuned on, must agree as well.
    expect(agreement(results.filter((r) => r.case.holdout)).spearman).toBeGreaterThanOrEqual(MIN_SPEARMAN);
  }, 120_000);
});
