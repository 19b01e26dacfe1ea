import * as parse5 from "parse5";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { primeNativeParse5 } from "./native-parse5.ts";
import { withTextRuns } from "./parse5-text-runs.ts";

/** HTML where text goes through every path of the parser: foster parenting, formatting, entities, templates. */
const TRICKY = [
  "<p>Plain words, with  double  spaces\nand a new line &amp; an entity &lt;b&gt; and &nbsp; more.</p>",
  "<table>stray text<tr><td>cell one</td>between cells<td>cell two</td></tr>after row</table>tail",
  "<p>one <b>bold <i>both</b> italic</i> text</p><p>next</p>",
  "<ul><li>first item<li>second item</ul>text after the list",
  "<template><p>in a template</p> and text</template><pre>\n\n  indented\n  code</pre>",
  "<textarea>\nkept text</textarea><select><option>a b</option>loose</select>",
  "<svg><title>a title</title><text>svg text</text></svg><math><mi>x y</mi></math>",
  "<p>a\u0000b</p><!-- a comment --><p>after comment</p><script>let a = 1 < 2;</script>",
  "",
  "   ",
];

describe("text runs for jsdom's parser", () => {
  it("gives the same tree as parse5 alone, with one insertText per run of text", () => {
    for (const html of TRICKY) {
      const plain = parse5.parseFragment(html);
      let calls = 0;
      const counting = {
        ...parse5.defaultTreeAdapter,
        insertText(...args: Parameters<typeof parse5.defaultTreeAdapter.insertText>) {
          calls += 1;
          return parse5.defaultTreeAdapter.insertText(...args);
        },
      };
      const adapter = withTextRuns(counting);
      const joined = parse5.parseFragment(html, { treeAdapter: adapter });
      adapter.flushText();
      expect(parse5.serialize(joined), html).toBe(parse5.serialize(plain));
      if (html.startsWith("<p>Plain")) expect(calls).toBe(1);
    }
  });

  it("jsdom's innerHTML builds the same DOM through it as without it (text nodes and their data included)", async () => {
    await primeNativeParse5();
    const { JSDOM } = await import("jsdom");
    const jsdomRequire = createRequire(createRequire(import.meta.url).resolve("jsdom"));
    // jsdom's parse5 is the one with text runs (else this test would prove nothing); it reads
    // parseFragment from that object on each call, so the reference below swaps it back for a moment.
    const used = jsdomRequire("parse5") as { parseFragment: unknown };
    const withRuns = used.parseFragment;
    expect(withRuns).not.toBe(parse5.parseFragment);
    const { document } = new JSDOM("<!doctype html><body></body>").window;
    const texts = (node: Node): string[] =>
      [...node.childNodes].flatMap((child) =>
        child.nodeType === 3
          ? [child.nodeValue!]
          : texts(child.nodeName === "TEMPLATE" ? (child as HTMLTemplateElement).content : child),
      );
    const parse = (html: string, parseFragment: unknown) => {
      used.parseFragment = parseFragment;
      const section = document.createElement("section");
      section.innerHTML = html;
      return { html: section.innerHTML, texts: texts(section), nodes: section.querySelectorAll("*").length };
    };
    try {
      for (const html of TRICKY) expect(parse(html, withRuns), html).toEqual(parse(html, parse5.parseFragment));
    } finally {
      used.parseFragment = withRuns;
    }
  });
});
