import { describe, expect, it } from "vitest";
import { detectBloomLevel } from "./bloom-level.ts";

describe("detectBloomLevel", () => {
  it("reads the verb after 'able to'", () => {
    expect(detectBloomLevel("Students will be able to identify hazards")).toBe("remember");
    expect(detectBloomLevel("Students will be able to explain the water cycle")).toBe("understand");
    expect(detectBloomLevel("Students will be able to apply the PDCA cycle")).toBe("apply");
    expect(detectBloomLevel("Students will be able to analyze survey data")).toBe("analyze");
    expect(detectBloomLevel("Students will be able to evaluate sources")).toBe("evaluate");
    expect(detectBloomLevel("Students will be able to design a rubric")).toBe("create");
  });

  it("reads the first word otherwise, and gives null for unmeasurable verbs", () => {
    expect(detectBloomLevel("Compare two research designs")).toBe("analyze");
    expect(detectBloomLevel("Students will understand statistics")).toBeNull();
    expect(detectBloomLevel("Know the rules")).toBeNull();
    expect(detectBloomLevel("")).toBeNull();
  });
});
