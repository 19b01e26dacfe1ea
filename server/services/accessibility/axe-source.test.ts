import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  EAGER_SELECTOR_DATA,
  ELEMENT_CHILD_NODES,
  MEMOIZEE_CALL,
  VIRTUAL_NODE_SUPER,
  axeSource,
} from "./axe-source.ts";

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

type Memoize = (
  fn: (...args: unknown[]) => unknown,
  options?: object,
) => ((...args: unknown[]) => unknown) & {
  clear(): void;
};

/**
 * Which calls of a memoised function run it (a miss) and what each returns, with `memoize`
 * (axe.utils.memoize) of a window on `source`.
 */
function memoTrace(source: string, options: object | undefined, arity: number, calls: unknown[][]) {
  const dom = new JSDOM("<p>x</p>", { runScripts: "outside-only" });
  dom.window.eval(source);
  const memoize = (dom.window as unknown as { axe: { utils: { memoize: Memoize } } }).axe.utils.memoize;
  let runs = 0;
  const body = (...args: unknown[]) => [++runs, ...args.map(String)];
  // The memo's length comes from the function's declared parameters, as memoizee's does.
  const fn = [() => body(), (a: unknown) => body(a), (a: unknown, b: unknown) => body(a, b)][arity]!;
  const memoized = memoize(fn as (...args: unknown[]) => unknown, options);
  const trace = calls.map((args, i) => {
    if (i === calls.length / 2) memoized.clear();
    return JSON.stringify(memoized(...args));
  });
  dom.window.close();
  return trace;
}

describe("axe-core source with a lazy selector index and a Map-keyed memo", () => {
  it("finds the statements it replaces in the installed axe-core", () => {
    expect(axeSource().lazySelectorData).toBe(true);
    expect(axeSource().source).not.toContain(EAGER_SELECTOR_DATA);
    expect(axeSource().mapMemoize).toBe(true);
    expect(axeSource().source).not.toContain(MEMOIZEE_CALL);
    expect(axeSource().plainVirtualNodeSuper).toBe(true);
    expect(axeSource().source).not.toContain(VIRTUAL_NODE_SUPER);
    expect(axeSource().childWalk).toBe(true);
    expect(axeSource().source).not.toContain(ELEMENT_CHILD_NODES);
  });

  it("builds the same virtual tree: same nodes, own properties in the same order, same prototypes", () => {
    const original = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");
    const tree = (source: string) => {
      const dom = new JSDOM(
        `<!doctype html><html lang="en"><head><title>T</title></head><body>${LESSON}</body></html>`,
        {
          runScripts: "outside-only",
        },
      );
      dom.window.eval(source);
      type VNode = { children: VNode[]; props: { nodeName: string } } & Record<string, unknown>;
      const axe = (dom.window as unknown as { axe: { utils: { getFlattenedTree(node: Node): VNode[] } } }).axe;
      const [root] = axe.utils.getFlattenedTree(dom.window.document.documentElement);
      const prototype = Object.getPrototypeOf(root);
      const shape = (vNode: VNode): unknown => ({
        keys: Object.keys(vNode),
        sameClass: Object.getPrototypeOf(vNode) === prototype,
        classChain: [prototype, Object.getPrototypeOf(prototype)].map((p) => Object.getOwnPropertyNames(p)),
        uid: vNode._uid,
        index: vNode.nodeIndex,
        name: vNode.props.nodeName,
        children: vNode.children.map(shape),
      });
      const result = shape(root!);
      dom.window.close();
      return result;
    };
    const patched = tree(axeSource().source);
    expect(patched).toEqual(tree(original));
    expect(JSON.stringify(patched)).toContain('"name":"table"');
  });

  it("memoises as memoizee does: same hits and misses for the same calls", () => {
    const original = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");
    const node = { toString: () => "7" };
    const other = { toString: () => "8" };
    const odd = { toString: () => "7\x01true" };
    const args: unknown[][] = [
      [node, true],
      [node, true],
      ["7", "true"],
      [node, false],
      [node],
      [node, undefined],
      [other, true],
      [odd],
      [odd, undefined],
      ["7\x01true"],
      [node, "true\x01x"],
      [odd, "x"],
      ["7", "true\x01x"],
      [NaN],
      ["NaN"],
      [0],
      [-0],
      ["0"],
      [null],
      ["null"],
      [1, 2, 3],
      [1, 2, 4],
    ];
    const calls = [...args, ...args];
    for (const options of [{ primitive: true }, undefined]) {
      for (const arity of [0, 1, 2]) {
        expect(memoTrace(axeSource().source, options, arity, calls), `${JSON.stringify(options)} ${arity}`).toEqual(
          memoTrace(original, options, arity, calls),
        );
      }
    }
  });

  it("gives axe's results unchanged, CSS selectors of the nodes included (they read the index)", async () => {
    const original = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");
    const lazy = await violations(axeSource().source);
    expect(lazy).toEqual(await violations(original));
    expect(lazy.map((v) => v.id)).toEqual(expect.arrayContaining(["image-alt", "link-name", "list"]));
    expect(lazy.flatMap((v) => v.targets).length).toBeGreaterThan(2);
  });
});
