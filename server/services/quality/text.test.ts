import { describe, expect, it } from "vitest";
import { fleschKincaidGrade, htmlToText, keyTerms, normalizeText, stem, wordCount } from "./text.ts";

describe("text helpers", () => {
  it("turns lesson HTML into lines of text", () => {
    expect(htmlToText("<h2>Title</h2><p>One &amp; <b>two</b></p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Title\nOne & two\na\nb",
    );
    expect(htmlToText("")).toBe("");
  });
  it("counts words and normalises", () => {
    expect(wordCount("It's a well-known fact, 42 times.")).toBe(6);
    expect(wordCount(null)).toBe(0);
    expect(normalizeText("  Analyze   DATA! ")).toBe("analyze data");
  });
  it("extracts an objective's topic words, stemmed", () => {
    expect(keyTerms("Students will be able to analyze survey data using descriptive statistics")).toEqual([
      "survey",
      "data",
      "descriptive",
      "statistic",
    ]);
    expect(stem("studies")).toBe("study");
    expect(stem("class")).toBe("class");
  });
  it("grades readability (Flesch-Kincaid) of 30+ words, null below", () => {
    const simple =
      "The cat sat on the mat. The dog ran to the cat. They both sat in the sun. It was a warm day. The cat was glad. The dog was glad too.";
    const hard =
      "Epistemological considerations regarding methodological pluralism necessitate comprehensive institutional reconsideration of interdisciplinary evaluation frameworks, particularly concerning quantitative operationalization of multidimensional theoretical constructs within heterogeneous organizational environments.";
    expect(fleschKincaidGrade(simple)!).toBeLessThan(4);
    expect(fleschKincaidGrade(`${hard} ${hard}`)!).toBeGreaterThan(16);
    expect(fleschKincaidGrade("Too short.")).toBeNull();
  });
});
