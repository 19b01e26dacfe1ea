import { describe, expect, it } from "vitest";
import { contrastRatio, isLargeText, parseInlineStyle } from "./contrast.ts";
import { fastComputedValue } from "./fast-computed-style.ts";
import { elementSnippet, wcagCriterionFromTags } from "./wcag.ts";

describe("wcagCriterionFromTags", () => {
  it("turns axe tags into criterion strings", () => {
    expect(wcagCriterionFromTags(["cat.text-alternatives", "wcag2a", "wcag111", "section508"])).toBe("1.1.1");
    expect(wcagCriterionFromTags(["wcag21aa", "wcag1411"])).toBe("1.4.11");
    expect(wcagCriterionFromTags(["wcag2a", "wcag412"])).toBe("4.1.2");
    expect(wcagCriterionFromTags(["wcag2a"])).toBe("WCAG 2.1");
  });
});

describe("elementSnippet", () => {
  it("keeps at most 200 characters on one line", () => {
    expect(elementSnippet("<p>\n  a\n</p>")).toBe("<p> a </p>");
    const long = elementSnippet(`<p>${"x".repeat(400)}</p>`);
    expect(long).toHaveLength(200);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("contrast", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 1);
    expect(contrastRatio("#999", "#fff")).toBeCloseTo(2.85, 1);
    expect(contrastRatio("#767676")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("rgba(0,0,0,0.5)", "#fff")).toBeCloseTo(3.95, 1);
    expect(contrastRatio("not-a-colour")).toBeNull();
  });
  it("knows large text: 24px, or 18.66px bold", () => {
    expect(isLargeText(24, false)).toBe(true);
    expect(isLargeText(23, false)).toBe(false);
    expect(isLargeText(18.66, true)).toBe(true);
    expect(isLargeText(18, true)).toBe(false);
  });
  it("parses inline styles", () => {
    expect([...parseInlineStyle("color: #999 ; Background-Color:#fff !important;;")]).toEqual([
      ["color", "#999"],
      ["background-color", "#fff"],
    ]);
  });
});

describe("fastComputedValue", () => {
  const el = (
    localName: string,
    parent: never | null = null,
    style: Record<string, string> = {},
    attrs: string[] = [],
  ) =>
    ({
      localName,
      parentElement: parent,
      // As in the DOM: an element with an inline style has a style attribute.
      hasAttribute: (n: string) => attrs.includes(n) || (n === "style" && Object.keys(style).length > 0),
      style: { getPropertyValue: (p: string) => style[p] ?? "" },
    }) as never;
  it("answers from inline style, inheritance, tag defaults and initial values", () => {
    const p = el("p", null, { color: "red", visibility: "hidden" });
    const span = el("span", p);
    expect(fastComputedValue(span, "color")).toBe("red");
    expect(fastComputedValue(span, "visibility")).toBe("hidden");
    expect(fastComputedValue(span, "display")).toBe("inline");
    expect(fastComputedValue(p, "display")).toBe("block");
    expect(fastComputedValue(el("li"), "display")).toBe("list-item");
    expect(fastComputedValue(el("div", null, {}, ["hidden"]), "display")).toBe("none");
    expect(fastComputedValue(el("h2"), "font-size")).toBe("24px");
    expect(fastComputedValue(el("strong"), "font-weight")).toBe("700");
    expect(fastComputedValue(span, "opacity")).toBe("1");
    expect(fastComputedValue(span, "width")).toBe("");
  });
});
