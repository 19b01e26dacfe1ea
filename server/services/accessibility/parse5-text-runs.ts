/**
 * Text runs for jsdom's HTML parser (issue #13). parse5's tokenizer emits a character token per
 * run of whitespace and a character token per run of other characters, so a 500-word paragraph
 * reaches jsdom's tree adapter as about a thousand `insertText` calls. jsdom appends each one to the
 * text node with `text.data += chars`, which goes through the DOM's "replace data" steps: a mutation
 * record, a walk over live ranges, a new string. In the accessibility check of a 1,000-lesson
 * course of 500-word lessons that was ~40 % of all memory allocated (~1 GiB per 400 lessons in a
 * sampling heap profile) and ~5 % of the CPU, plus the garbage collection it caused.
 *
 * {@link withTextRuns} wraps a tree adapter so that consecutive `insertText` calls for the same
 * parent reach the real adapter as one call with the joined text, made before any other adapter
 * call (so the adapter never sees the tree without text it would have had). jsdom's adapter then
 * creates the text node with its whole text, or appends to the one before it once: the same nodes
 * with the same data as before. Only the intermediate mutation records (nobody observes a fragment
 * being parsed) and the per-token work are gone.
 */

/** Any parse5 tree adapter (jsdom's, here): an object whose methods parse5 calls. */
type TreeAdapter = object;

type Method = (...args: unknown[]) => unknown;

/** The per-parse state a wrapper carries: the real adapter and the text not yet inserted. */
interface TextRunState {
  target: TreeAdapter & { insertText: Method };
  pendingParent: unknown;
  /** The run's pieces, joined once at the flush. */
  pendingText: string[];
  flushText(): void;
}

/** Wrapper prototypes by the real adapter's prototype: built once per adapter class. */
const wrapperPrototypes = new WeakMap<object, object>();

function flushText(this: TextRunState): void {
  if (this.pendingParent === null) return;
  const parent = this.pendingParent;
  // join gives one flat string; `+=` per token built a rope of ~1,000 pieces per paragraph that
  // the text node kept (and the garbage collector copied to the old generation) until flattened.
  const text = this.pendingText.length === 1 ? this.pendingText[0]! : this.pendingText.join("");
  this.pendingParent = null;
  this.pendingText = [];
  this.target.insertText(parent, text);
}

function insertText(this: TextRunState, parent: unknown, text: string): void {
  if (parent === this.pendingParent) {
    this.pendingText.push(text);
    return;
  }
  this.flushText();
  this.pendingParent = parent;
  this.pendingText = [text];
}

/** Every method name of `adapter` and its prototype chain (below Object.prototype). */
function methodNames(adapter: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = adapter; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name !== "constructor" && typeof Object.getOwnPropertyDescriptor(o, name)?.value === "function") {
        names.add(name);
      }
    }
  }
  return [...names];
}

function wrapperPrototype(adapter: TreeAdapter): object {
  const key = Object.getPrototypeOf(adapter) as object;
  let prototype = wrapperPrototypes.get(key);
  if (prototype) return prototype;
  const methods: Record<string, unknown> = { flushText, insertText };
  for (const name of methodNames(adapter)) {
    if (name === "insertText") continue;
    methods[name] = function (this: TextRunState, ...args: unknown[]) {
      this.flushText();
      return ((this.target as Record<string, Method>)[name] as Method).apply(this.target, args);
    };
  }
  prototype = methods;
  wrapperPrototypes.set(key, prototype);
  return prototype;
}

/**
 * A tree adapter that joins consecutive `insertText` calls for the same parent into one call to
 * `adapter.insertText`, made before the next call of any other method (see the module comment).
 * Call `flushText()` on the result after parsing if the parser might end on text (parse5's
 * `parseFragment` never does: building the fragment calls other methods first).
 *
 * @param adapter - the real tree adapter (must have `insertText(parent, text)`)
 * @returns an adapter for the same parse; not reusable across concurrent parses
 */
export function withTextRuns<A extends TreeAdapter>(adapter: A): A & { flushText(): void } {
  const state: TextRunState = Object.create(wrapperPrototype(adapter)) as TextRunState;
  state.target = adapter as TextRunState["target"];
  state.pendingParent = null;
  state.pendingText = [];
  return state as unknown as A & { flushText(): void };
}

/** What this module needs of parse5's module: `parseFragment(html, options)` or `(context, html, options)`. */
interface Parse5Like {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parse5's overloads take typed tree nodes
  parseFragment: (...args: any[]) => unknown;
}

/**
 * parse5's module with `parseFragment` (what `innerHTML` uses) parsing through {@link withTextRuns}
 * when the options carry a tree adapter; everything else is parse5's own.
 */
export function parse5WithTextRuns<P extends Parse5Like>(parse5: P): P {
  const parseFragment = (...args: unknown[]): unknown => {
    const optionsAt = typeof args[0] === "string" ? 1 : 2;
    const options = args[optionsAt] as { treeAdapter?: TreeAdapter & { insertText?: Method } } | undefined;
    if (!options?.treeAdapter?.insertText) return parse5.parseFragment(...args);
    const treeAdapter = withTextRuns(options.treeAdapter);
    const copy = [...args];
    copy[optionsAt] = { ...options, treeAdapter };
    const fragment = parse5.parseFragment(...copy);
    treeAdapter.flushText();
    return fragment;
  };
  return { ...parse5, parseFragment };
}
