import { describe, expect, it } from "vitest";
import { listedTopics } from "./topics.ts";

describe("a relative clause about the course before its list (held-out-55)", () => {
  it("starts the list after 'which also deals with', past a long audience", () => {
    expect(
      listedTopics(
        "Object-based learning sits at the heart of this short course for gallery volunteers and newly appointed " +
          "museum learning staff, which also deals with planning a school visit, questioning techniques for family " +
          "audiences, and evaluating a session afterwards.",
      ),
    ).toEqual([
      "planning a school visit",
      "questioning techniques for family audiences",
      "evaluating a session afterwards",
    ]);
  });

  it("leaves out what the course assumes between commas, and reads 'concentrates on' as the list's lead", () => {
    expect(
      listedTopics(
        "This advanced course, which assumes the elementary signs, concentrates on the stave and the plotting of the " +
          "body, the writing of rhythm and phrasing, group formations and floor patterns, and the reconstruction of a ballet.",
      ),
    ).toEqual([
      "stave and the plotting of the body",
      "writing of rhythm and phrasing",
      "group formations and floor patterns",
      "reconstruction of a ballet",
    ]);
  });
});
