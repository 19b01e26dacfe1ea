import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { EAGER_SELECTOR_DATA, axeSource } from "./axe-source.ts";

const LESSON =
  '<h2>Cohorts</h2><p><img src="a.png"></p><p><a href="/x"></a></p>' +
  "<table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table><ul><p>not an item</p></ul>";

/** Runs axe (with CSS selectors of the nodes, which read the selector index) in a window on `source`. */
async function violations(source: string) {
  const dom = new JSDOM(`<!doctype html><html lang="en"><head><title>T</title></head><body>${LESSON}</body></html>`, {
    runScripts: "outside-only",
  });
  dom.window.eval(source);
  const axe = (dom.window as unknown as { axe: typeof import("axe-core") }).axe;
  const results = await axe.run(dom.window.document, {
    resultTypes: ["violations"],
    rules: { region: { enabled: false } },
  });
  dom.window.close();
  return results.violations.map((v) => ({
    id: v.id,
    targets: v.nodes.map((n) => n.target),
    html: v.nodes.map((n) => n.html),
  }));
}

describe("axe-core source with a lazy selector index", () => {
  it("finds the statement it replaces in the installed axe-core", () => {
    expect(axeSource().lazySelectorData).toBe(true);
    expect(axeSource().source).not.toContain(EAGER_SELECTOR_DATA);
  });

  it("gives axe's results unchanged, CSS selectors of the nodes included (they read the index)", async () => {
    const original = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");
    const lazy = await violations(axeSource().source);
    expect(lazy).toEqual(await violations(original));
    expect(lazy.map((v) => v.id)).toEqual(expect.arrayContaining(["image-alt", "link-name", "list"]));
    expect(lazy.flatMap((v) => v.targets).length).toBeGreaterThan(2);
  });
});
