import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { makeInlineStylesLazy } from "./lazy-inline-style.ts";

describe("lazy inline style declarations", () => {
  it("patches the installed jsdom", () => {
    expect(makeInlineStylesLazy()).toBe(true);
  });

  it("keeps style and the style attribute in step both ways, as jsdom's eager declarations do", () => {
    makeInlineStylesLazy();
    const { document } = new JSDOM('<p style="color: red; font-weight: bold">x</p><span>y</span>').window;
    const p = document.querySelector("p")!;
    const span = document.querySelector("span")!;
    expect([p.style.color, p.style.fontWeight]).toEqual(["red", "bold"]);
    expect(span.style.cssText).toBe("");
    expect(span.hasAttribute("style")).toBe(false);

    span.style.color = "blue";
    expect(span.getAttribute("style")).toBe("color: blue;");
    p.setAttribute("style", "font-style: italic");
    expect([p.style.fontStyle, p.style.color]).toEqual(["italic", ""]);
    p.removeAttribute("style");
    expect(p.style.cssText).toBe("");

    // The attribute set before the declaration is first asked for, and on a copy.
    const div = document.createElement("div");
    div.setAttribute("style", "color: green");
    div.setAttribute("style", "background-color: white");
    expect([div.style.color, div.style.backgroundColor]).toEqual(["", "white"]);
    expect((div.cloneNode() as HTMLElement).style.backgroundColor).toBe("white");
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg") as unknown as HTMLElement;
    svg.setAttribute("style", "color: red");
    expect(svg.style.color).toBe("red");
  });
});
