import { describe, expect, it } from "vitest";
import { parseDuration, requiredModuleCount } from "./duration.ts";

describe("parseDuration", () => {
  it("reads weeks, ranges, months, days and hours", () => {
    expect(parseDuration("8 weeks")).toEqual({ weeks: { min: 8, max: 8 }, hours: null });
    expect(parseDuration("4-6 weeks")).toEqual({ weeks: { min: 4, max: 6 }, hours: null });
    expect(parseDuration("4 to 6 Weeks")).toEqual({ weeks: { min: 4, max: 6 }, hours: null });
    expect(parseDuration("12 hours")).toEqual({ weeks: null, hours: 12 });
    expect(parseDuration("10")).toEqual({ weeks: null, hours: 10 });
    expect(parseDuration("14 days").weeks).toEqual({ min: 2, max: 2 });
    expect(parseDuration("3 months").weeks!.min).toBeCloseTo(13, 0);
    expect(parseDuration("")).toEqual({ weeks: null, hours: null });
    expect(parseDuration("Self-paced")).toEqual({ weeks: null, hours: null });
    expect(parseDuration(null)).toEqual({ weeks: null, hours: null });
  });
});

describe("requiredModuleCount", () => {
  it("asks for about one module per week, at least 3", () => {
    expect(requiredModuleCount("8 weeks")).toBe(8);
    expect(requiredModuleCount("4-6 weeks")).toBe(4);
    expect(requiredModuleCount("2 weeks")).toBe(3);
    expect(requiredModuleCount("12 hours")).toBe(3);
    expect(requiredModuleCount("60 hours")).toBe(6);
    expect(requiredModuleCount("")).toBe(3);
  });
});
