import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { TARGET_SELECTORS } from "./element-index.ts";
import { representativeLessons } from "./fixtures/representative-lessons.ts";
import { targetsIn } from "./own-checks.ts";

describe("targetsIn", () => {
  it("finds the same elements in the same order as querySelectorAll with the target selectors", () => {
    const { document } = new JSDOM("<!doctype html><body></body>").window;
    const extra = [
      '<svg><a href="x"><text>svg link</text></a></svg><IMG SRC="u.png"><A HREF="y">Upper</A><H2>Upper</H2>',
      "<div><table><tr><td><table><tr><th>in</th></tr></table></td></tr></table><h6>6</h6><h1>1</h1></div>",
      '<iframe src="a"></iframe><p><iframe src="b"></iframe></p><a name="no-href">x</a>',
    ];
    let compared = 0;
    for (const html of [...representativeLessons().map((l) => l.contentHtml), ...extra]) {
      const root = document.createElement("section");
      root.innerHTML = html;
      const targets = targetsIn(root);
      const query = (selector: string) => Array.from(root.querySelectorAll(selector));
      expect(targets.image).toEqual(query(TARGET_SELECTORS.image));
      expect(targets.link).toEqual(query(TARGET_SELECTORS.link));
      expect(targets.heading).toEqual(query(TARGET_SELECTORS.heading));
      expect(targets.table).toEqual(query(TARGET_SELECTORS.table));
      expect(targets.iframe).toEqual(query("iframe"));
      compared += targets.image.length + targets.link.length + targets.heading.length + targets.table.length;
    }
    expect(compared).toBeGreaterThan(500);
  });
});
