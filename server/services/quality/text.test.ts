import { describe, expect, it } from "vitest";
import { fleschKincaidGrade, htmlToText, keyTermWords, keyTerms, normalizeText, stem, wordCount } from "./text.ts";

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
    expect(keyTermWords("Students will be able to analyze survey data using descriptive statistics")).toEqual([
      { term: "survei", word: "survey" },
      { term: "data", word: "data" },
      { term: "descript", word: "descriptive" },
      { term: "statist", word: "statistics" },
    ]);
    expect(keyTerms("Students will be able to explain coral bleaching")).toEqual(["coral", "bleach"]);
    expect(stem("studies")).toBe(stem("study"));
    expect(stem("Bleached")).toBe(stem("bleaching"));
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
