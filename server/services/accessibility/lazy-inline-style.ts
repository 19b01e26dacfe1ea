/**
 * jsdom's inline style objects made lazy (issue #13). jsdom gives every HTML and SVG element a
 * CSSStyleDeclaration (its `style`) when the element is created (ElementCSSInlineStyle-impl.js),
 * and cssstyle builds each one with `Object.defineProperties`: for lesson HTML, where nearly no
 * element has a `style` attribute, that was ~15 % of the memory the accessibility check promoted
 * to the old generation (it lives as long as its element, i.e. the whole axe run of a batch) and
 * ~2 % of its CPU. Here the declaration is created on first use of `style` (or of jsdom's own
 * `_style`, e.g. when the `style` attribute changes), from the element's `style` attribute at that
 * moment: the same declaration jsdom would hold by then, since jsdom keeps it in step with the
 * attribute both ways (the attribute sets `cssText`; a change through `style` writes the attribute).
 *
 * It changes jsdom's element classes of this thread (every window the thread opens); call
 * {@link makeInlineStylesLazy} once jsdom is loaded. If jsdom's internals are not where this
 * version has them, nothing is changed (only the speed-up is lost).
 */
import { createRequire } from "node:module";

/** What the patch needs of jsdom's element implementation objects. */
interface StyledImpl {
  _settingCssText: boolean;
  getAttributeNS(namespace: string | null, name: string): string | null;
  setAttributeNS(namespace: string | null, name: string, value: string): void;
}

/** What the patch needs of cssstyle's declaration. */
interface Declaration {
  cssText: string;
}

let patched: boolean | null = null;

/**
 * Defines the lazy `_style` on jsdom's HTMLElement and SVGElement implementations.
 * @returns whether jsdom's internals were found and patched (false: jsdom unchanged)
 */
export function makeInlineStylesLazy(): boolean {
  if (patched !== null) return patched;
  patched = false;
  try {
    const requireFromJsdom = createRequire(createRequire(import.meta.url).resolve("jsdom"));
    const nodes = "./jsdom/living/nodes/";
    const { CSSStyleDeclaration } = requireFromJsdom("cssstyle") as {
      CSSStyleDeclaration: new (onChange: (cssText: string) => void) => Declaration;
    };
    const implementations = ["HTMLElement-impl.js", "SVGElement-impl.js"].map(
      (file) =>
        (requireFromJsdom(`${nodes}${file}`) as { implementation: { prototype: object } }).implementation.prototype,
    );
    const mixin = (
      requireFromJsdom(`${nodes}ElementCSSInlineStyle-impl.js`) as { implementation: { prototype: object } }
    ).implementation.prototype;
    // Only the jsdom whose init is the one this module was written against (it assigns this._style).
    const init = Object.getOwnPropertyDescriptor(mixin, "_initElementCSSInlineStyle")?.value as unknown;
    if (typeof init !== "function" || !/this\._style\s*=\s*new cssstyle\.CSSStyleDeclaration/.test(String(init))) {
      return false;
    }
    for (const prototype of implementations) {
      if (Object.getOwnPropertyDescriptor(prototype, "_initElementCSSInlineStyle")?.value !== init) return false;
    }
    for (const prototype of implementations) {
      Object.defineProperty(prototype, "_initElementCSSInlineStyle", {
        configurable: true,
        writable: true,
        value(this: StyledImpl) {
          this._settingCssText = false;
        },
      });
      Object.defineProperty(prototype, "_style", {
        configurable: true,
        get(this: StyledImpl) {
          // The callback jsdom's _initElementCSSInlineStyle gives the declaration, unchanged.
          const style = new CSSStyleDeclaration((newCssText) => {
            if (!this._settingCssText) {
              this._settingCssText = true;
              this.setAttributeNS(null, "style", newCssText);
              this._settingCssText = false;
            }
          });
          Object.defineProperty(this, "_style", { value: style, writable: true, configurable: true, enumerable: true });
          const attribute = this.getAttributeNS(null, "style");
          if (attribute !== null) {
            const setting = this._settingCssText;
            this._settingCssText = true;
            style.cssText = attribute;
            this._settingCssText = setting;
          }
          return style;
        },
        set(this: StyledImpl, value: Declaration) {
          Object.defineProperty(this, "_style", { value, writable: true, configurable: true, enumerable: true });
        },
      });
    }
    patched = true;
  } catch {
    // Only a speed-up: jsdom keeps its eager declarations.
  }
  return patched;
}
