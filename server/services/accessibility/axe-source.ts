/**
 * The axe-core source the jsdom window evaluates (lesson-document.ts), with four of its internals
 * made faster (issue #13). Each is a text replacement of one statement; with another axe-core
 * version where a statement is not found, that part is left as it is (only its speed-up is lost,
 * and axe-source.test.ts fails so that it is noticed). Neither changes what a rule computes.
 *
 * 1. The selector index. axe-core's `runRules` builds, on every run, an index of the whole tree
 *    for generating CSS selectors of result nodes (`axe._selectorData = _getSelectorData(flatTree)`):
 *    ~10 % of the analysis thread's CPU for 500-word lessons (0.4 s of 3.75 s in a profile of 1,000
 *    lessons). We run axe with `selectors: false` (axe-runner.ts), so nothing reads it; here it is
 *    computed on first read instead (same function, same tree, same run), so axe gets the same
 *    data if any code path does read it.
 *
 * 2. The memo of its per-node helpers. axe memoises 18 helpers of a node (isVisibleToScreenReaders,
 *    isHiddenSelf, isInertSelf, ...; `memoize(fn, { primitive: true })`) with the `memoizee`
 *    package, which keys each call by one string, `String(arg0) + "\x01" + arg1` (a node's
 *    String is its uid), built and hashed anew on every call, in a dictionary-mode object: ~4 %
 *    of the analysis thread's CPU. Here those helpers get the same memo keyed by Maps: the parts
 *    of that string as nested keys (the same strings, so the same hits), the full string when a
 *    part itself holds "\x01" (so no two calls share a result unless memoizee's key is the
 *    same); `clear()` (axe's teardown) and memoizee's "Circular invocation" error as before.
 *    Helpers memoised without options keep memoizee.
 *
 * 3. The virtual tree's node constructor. axe's build is compiled to ES5 by Babel, whose
 *    `_callSuper(this, VirtualNode)` runs the parent constructor through `Reflect.construct` with
 *    VirtualNode as new.target, a slow path in V8, and throws away the object `new` made: building
 *    the virtual tree of 12 lessons took 7.2 ms of CPU, ~20 % of the analysis. Here the parent
 *    constructor (a plain function that sets `parent` and `_uid`) runs on `this` instead, as
 *    Babel's loose mode compiles it: the same properties in the same order, the same prototype.
 *
 * 4. The children of an element in the virtual tree. `flattenTree` reads them with
 *    `Array.from(node.childNodes)`: in jsdom a NodeList behind a Proxy whose every access (the
 *    iterator reads `length` on each step) goes through its traps, and which jsdom then keeps on
 *    the node. Here it walks `firstChild` / `nextSibling` with axe's own getSlotChildren, which
 *    gives the same nodes in the same order.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The statement of axe-core 4.x's runRules that builds the selector index eagerly. */
export const EAGER_SELECTOR_DATA = "axe._selectorData = _getSelectorData(context.flatTree);";

/**
 * The same index, built on first read of `axe._selectorData` within the run. axe's teardown
 * assigns `axe._selectorData = undefined`, which the setter turns back into a plain property.
 */
export const LAZY_SELECTOR_DATA = [
  "(function (tree) {",
  "  var data;",
  "  Object.defineProperty(axe, '_selectorData', {",
  "    configurable: true,",
  "    enumerable: true,",
  "    get: function () { return data === void 0 ? (data = _getSelectorData(tree)) : data; },",
  "    set: function (value) {",
  "      Object.defineProperty(axe, '_selectorData', { value: value, writable: true, configurable: true, enumerable: true });",
  "    },",
  "  });",
  "})(context.flatTree);",
].join("\n");

/** The statement of axe-core 4.x's memoize (axe.utils.memoize) that hands every helper to memoizee. */
export const MEMOIZEE_CALL = "var memoized = (0, import_memoizee['default'])(fn, options);";

/**
 * memoizee's `{ primitive: true }` memo (memoizee 0.4: lib/configure-map.js, normalizers
 * get-primitive-fixed; the length is `fn.length`) keyed by Maps, for exactly that option; any
 * other call still goes to memoizee. Key of a call: length 0 one result; length 1 `String(a0)`;
 * length n > 1 memoizee's `String(a0) + "\x01" + a1 + ...`, looked up as nested keys
 * `String(a0)`, `"" + a1`, ... unless a part holds "\x01" (then as the whole string, in a Map of
 * its own: such keys never equal a key of parts without "\x01", which holds exactly n - 1 of them).
 */
export const MAP_MEMOIZE_CALL = `var memoized = options && options.primitive === true && Object.keys(options).length === 1 ? (function (original) {
  var length = original.length;
  var root = new Map();
  var whole = new Map();
  var fast = function memoized() {
    var map = root;
    var key = length === 0 ? 'data' : String(arguments[0]);
    if (length === 2) {
      var second = '' + arguments[1];
      if (key.indexOf('\\x01') === -1 && second.indexOf('\\x01') === -1) {
        map = root.get(key);
        if (map === void 0) root.set(key, (map = new Map()));
        key = second;
      } else {
        map = whole;
        key = key + '\\x01' + second;
      }
    } else if (length > 2) {
      var parts = [key];
      for (var i = 1; i < length; i++) parts.push('' + arguments[i]);
      if (parts.join('').indexOf('\\x01') !== -1) {
        map = whole;
        key = parts.join('\\x01');
      } else {
        for (var j = 0; j < length - 1; j++) {
          var next = map.get(parts[j]);
          if (next === void 0) map.set(parts[j], (next = new Map()));
          map = next;
        }
        key = parts[length - 1];
      }
    }
    if (map.has(key)) return map.get(key);
    var result = original.apply(this, arguments);
    if (map.has(key)) {
      var error = new Error('Circular invocation');
      error.code = 'CIRCULAR_INVOCATION';
      throw error;
    }
    map.set(key, result);
    return result;
  };
  Object.defineProperty(fast, 'length', { value: length });
  Object.defineProperty(fast, 'clear', { value: function () { root = new Map(); whole = new Map(); } });
  return fast;
})(fn) : (0, import_memoizee['default'])(fn, options);`;

/** VirtualNode's constructor calling its parent's (AbstractVirtualNode), in axe-core 4.x's build. */
export const VIRTUAL_NODE_SUPER =
  "var VirtualNode = function(_abstract_virtual_nod) {\n      function VirtualNode(node, parent, shadowId) {\n        var _this1;\n        _classCallCheck(this, VirtualNode);\n        _this1 = _callSuper(this, VirtualNode);";

/** The same constructor with the parent's body run on `this` (see the module comment, 3). */
export const VIRTUAL_NODE_PLAIN_SUPER =
  "var VirtualNode = function(_abstract_virtual_nod) {\n      function VirtualNode(node, parent, shadowId) {\n        var _this1;\n        _classCallCheck(this, VirtualNode);\n        _this1 = this;\n        _abstract_virtual_nod.call(_this1);";

/** flattenTree's element branch in axe-core 4.x's build: the children as an array of childNodes. */
export const ELEMENT_CHILD_NODES =
  "vNode = createNode(node, parent, shadowId);\n        childNodes = Array.from(node.childNodes);\n        vNode.children = createChildren(childNodes, vNode, shadowId);";

/** The same branch with the children walked by sibling links (see the module comment, 4). */
export const ELEMENT_CHILD_WALK =
  "vNode = createNode(node, parent, shadowId);\n        childNodes = getSlotChildren(node);\n        vNode.children = createChildren(childNodes, vNode, shadowId);";

/** Replaces `statement` by `replacement` when it occurs exactly once; else returns the text unchanged. */
function replaceOnce(text: string, statement: string, replacement: string): { text: string; replaced: boolean } {
  const at = text.indexOf(statement);
  if (at < 0 || text.indexOf(statement, at + 1) >= 0) return { text, replaced: false };
  return { text: text.slice(0, at) + replacement + text.slice(at + statement.length), replaced: true };
}

/**
 * axe-core's file (the same code as `axe.source`: its factory applied to the window) with the
 * selector index made lazy, the helpers' memo Map-keyed, VirtualNode's parent constructor run
 * plainly and element children walked by sibling links, each when its statement is found.
 * @returns the source to evaluate in a window, and which of the four changes are in it
 */
export function axeSource(): {
  source: string;
  lazySelectorData: boolean;
  mapMemoize: boolean;
  plainVirtualNodeSuper: boolean;
  childWalk: boolean;
} {
  const original = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");
  const lazy = replaceOnce(original, EAGER_SELECTOR_DATA, LAZY_SELECTOR_DATA);
  const memo = replaceOnce(lazy.text, MEMOIZEE_CALL, MAP_MEMOIZE_CALL);
  const plain = replaceOnce(memo.text, VIRTUAL_NODE_SUPER, VIRTUAL_NODE_PLAIN_SUPER);
  const children = replaceOnce(plain.text, ELEMENT_CHILD_NODES, ELEMENT_CHILD_WALK);
  return {
    source: children.text,
    lazySelectorData: lazy.replaced,
    mapMemoize: memo.replaced,
    plainVirtualNodeSuper: plain.replaced,
    childWalk: children.replaced,
  };
}
