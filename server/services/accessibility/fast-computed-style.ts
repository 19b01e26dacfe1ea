/**
 * A fast stand-in for jsdom's `getComputedStyle`, used while axe-core runs over lesson HTML.
 *
 * Why: jsdom computes a style by matching every rule of its user-agent stylesheet against the
 * element (~0.7 ms per element), and axe asks for the style of nearly every element to decide
 * visibility. For a 200-lesson course that alone took ~1.5 s of a ~2.2 s axe run.
 *
 * Why it is safe here: lesson HTML is sanitised (server/services/content/sanitize-lesson-html.ts):
 * no <style>, no class, no stylesheet; the only CSS is an inline `style` (colour, background
 * colour, font weight) on a span. So the computed style of a lesson element is exactly its inline
 * style, else the inherited value for inherited properties, else the HTML default for its tag
 * (display, heading sizes, bold, italic, link underline), else the CSS initial value. Layout values
 * (width, height, padding) are "" as in jsdom, which has no layout either.
 *
 * Limits: not a CSS engine; do not use it for pages with stylesheets. axe's color-contrast and
 * link-in-text-block rules are disabled anyway (they need real rendering); we check contrast ourselves.
 */

const BLOCK_TAGS = new Set(
  "html body main article section div p h1 h2 h3 h4 h5 h6 ul ol dl dt dd blockquote pre hr figure figcaption nav header footer aside address form fieldset details summary".split(
    " ",
  ),
);

const DISPLAY_BY_TAG: Record<string, string> = {
  li: "list-item",
  table: "table",
  caption: "table-caption",
  thead: "table-header-group",
  tbody: "table-row-group",
  tfoot: "table-footer-group",
  tr: "table-row",
  td: "table-cell",
  th: "table-cell",
  img: "inline",
  iframe: "inline",
  head: "none",
  title: "none",
  meta: "none",
  link: "none",
  script: "none",
  style: "none",
  template: "none",
  noscript: "none",
};

/** HTML default font sizes in px (16px root, browsers' UA sheet). */
const FONT_SIZE_BY_TAG: Record<string, string> = {
  h1: "32px",
  h2: "24px",
  h3: "18.72px",
  h4: "16px",
  h5: "13.28px",
  h6: "10.72px",
};

const BOLD_TAGS = new Set(["b", "strong", "th", "h1", "h2", "h3", "h4", "h5", "h6"]);
const ITALIC_TAGS = new Set(["em", "i", "cite", "var", "dfn"]);

const INHERITED = new Set([
  "color",
  "visibility",
  "font-size",
  "font-weight",
  "font-style",
  "font-family",
  "white-space",
  "pointer-events",
  "direction",
  "text-indent",
  "-webkit-text-fill-color",
  "-webkit-text-stroke-width",
  "-webkit-text-stroke-color",
]);

const INITIAL: Record<string, string> = {
  color: "rgb(0, 0, 0)",
  "background-color": "rgba(0, 0, 0, 0)",
  "background-image": "none",
  visibility: "visible",
  "content-visibility": "visible",
  opacity: "1",
  overflow: "visible",
  "overflow-x": "visible",
  "overflow-y": "visible",
  position: "static",
  clip: "auto",
  "clip-path": "none",
  "font-size": "16px",
  "font-weight": "400",
  "font-style": "normal",
  "font-family": "serif",
  "white-space": "normal",
  "pointer-events": "auto",
  direction: "ltr",
  "text-decoration": "none",
  "text-indent": "0px",
  "text-shadow": "none",
  "mix-blend-mode": "normal",
  content: "normal",
  "-webkit-text-stroke-width": "0px",
};

interface StyledElement {
  localName: string;
  parentElement: StyledElement | null;
  hasAttribute(name: string): boolean;
  style?: { getPropertyValue(name: string): string };
}

function tagDefault(element: StyledElement, property: string): string | undefined {
  const tag = element.localName;
  switch (property) {
    case "display":
      if (element.hasAttribute("hidden")) return "none";
      return DISPLAY_BY_TAG[tag] ?? (BLOCK_TAGS.has(tag) ? "block" : "inline");
    case "font-size":
      return FONT_SIZE_BY_TAG[tag];
    case "font-weight":
      return BOLD_TAGS.has(tag) ? "700" : undefined;
    case "font-style":
      return ITALIC_TAGS.has(tag) ? "italic" : undefined;
    case "text-decoration":
      return tag === "a" && element.hasAttribute("href") ? "underline" : tag === "u" ? "underline" : undefined;
    case "white-space":
      return tag === "pre" ? "pre" : undefined;
    default:
      return undefined;
  }
}

/**
 * The computed value of one CSS property of an element under the rules described above.
 *
 * @param element - a DOM element (jsdom)
 * @param property - a CSS property name in kebab case, e.g. "font-size"
 * @returns the value as a string ("" when unknown, as getPropertyValue does)
 */
export function fastComputedValue(element: StyledElement, property: string): string {
  // No style attribute means an empty inline style (jsdom keeps the two in step), so the
  // declaration is not asked for (nor created: lazy-inline-style.ts).
  const inline = element.hasAttribute("style") ? element.style?.getPropertyValue(property) : undefined;
  if (inline) return inline;
  const byTag = tagDefault(element, property);
  if (byTag !== undefined) return byTag;
  if (INHERITED.has(property) && element.parentElement) return fastComputedValue(element.parentElement, property);
  return INITIAL[property] ?? "";
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A `getComputedStyle` replacement for a jsdom window: returns an object with `getPropertyValue`
 * and camelCase property access (`style.overflow`), backed by {@link fastComputedValue}.
 * Pseudo-elements have no content in lesson HTML: they get the element's own values.
 */
export function fastGetComputedStyle(element: StyledElement): CSSStyleDeclaration {
  const target = {
    getPropertyValue: (property: string) => fastComputedValue(element, property),
    getPropertyPriority: () => "",
  };
  return new Proxy(target, {
    get(object, key) {
      if (key in object) return object[key as keyof typeof object];
      return typeof key === "string" ? fastComputedValue(element, kebab(key)) : undefined;
    },
  }) as unknown as CSSStyleDeclaration;
}
