import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { sanitizeLessonHtml } from "../content/sanitize-lesson-html.ts";
import { DISABLED_AXE_RULES, RULES_IMPOSSIBLE_IN_SANITISED_HTML, axeRulesRun } from "./axe-runner.ts";
import { AXE_WCAG_TAGS } from "./wcag.ts";

describe("axe rules run on lesson HTML", () => {
  const wcagRules = axe.getRules([...AXE_WCAG_TAGS]).map((r) => r.ruleId);
  const AXE_RULES_RUN = axeRulesRun(axe);

  it("accounts for every WCAG 2.1 A/AA rule: run, disabled with a reason, or impossible in sanitised HTML", () => {
    const accounted = new Set([...AXE_RULES_RUN, ...DISABLED_AXE_RULES, ...RULES_IMPOSSIBLE_IN_SANITISED_HTML]);
    expect(wcagRules.filter((id) => !accounted.has(id))).toEqual([]);
    // No typos: every listed rule exists in this axe-core version.
    for (const id of [...DISABLED_AXE_RULES, ...RULES_IMPOSSIBLE_IN_SANITISED_HTML]) expect(wcagRules).toContain(id);
    expect(AXE_RULES_RUN).toEqual(expect.arrayContaining(["image-alt", "link-name", "list", "frame-title"]));
  });

  it("the sanitiser strips every element and attribute the skipped rules look at", () => {
    const html = sanitizeLessonHtml(
      [
        '<p role="img" aria-label="x" aria-hidden="true" id="a" lang="fr" tabindex="0" style="letter-spacing:1px">x</p>',
        '<button>b</button><input type="image"><select><option>o</option></select><label>l</label>',
        "<audio src='a.mp3' autoplay></audio><video src='v.mp4'></video><object data='o'></object>",
        '<map><area href="#"></map><img src="https://example.org/a.png" ismap>',
        "<svg><title>s</title></svg><dl><dt>t</dt><dd>d</dd></dl><details><summary>s</summary></details>",
        "<blink>b</blink><marquee>m</marquee>",
        '<table><tr><th id="h">h</th><td headers="h">d</td></tr></table>',
        '<iframe src="https://www.youtube.com/embed/x" tabindex="-1" title="t"></iframe>',
      ].join(""),
    );
    expect(html).not.toMatch(
      /<(?:button|input|select|label|audio|video|object|map|area|svg|dl|dt|dd|summary|details|blink|marquee)\b/,
    );
    expect(html).not.toMatch(/\s(?:role|aria-[a-z]+|id|lang|tabindex|ismap|headers)=/);
    expect(html).not.toMatch(/letter-spacing/);
  });
});
