import readability from "text-readability";
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
  it("gives text-readability's own grade, for every sign and with the memo warm", () => {
    const texts = [
      "A b c. D e f. G h i. J k l. M n o. P q r. S t u. V w x. Y z a. B c d. E f g.",
      "A cohort study follows people forward in time from exposure to outcome.\nKey terms\nConfounding happens when a third factor is linked to both the exposure and the outcome; randomisation spreads known and unknown confounders evenly (e.g. in a café's trial).",
      "Photosynthesis converts light energy into chemical energy. Chlorophyll absorbs red and blue light. The Calvin cycle fixes carbon dioxide into sugars that the plant uses to grow, store energy and build cellulose walls.",
    ];
    for (const text of [...texts, ...texts]) {
      const prose = text
        .split("\n")
        .map((line) => (/[.!?:]$/.test(line) ? line : `${line}.`))
        .join(" ");
      expect(fleschKincaidGrade(text)).toBe(readability.fleschKincaidGrade(prose));
    }
    expect(fleschKincaidGrade(texts[0]!)!).toBeLessThan(0);
  });
});
