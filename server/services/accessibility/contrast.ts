/**
 * Colour contrast of text styled with inline CSS (WCAG 2.1 SC 1.4.3 Contrast (Minimum), level AA).
 * axe's own color-contrast rule needs real rendering, which jsdom does not do, so it is disabled
 * and this check reads colours from the `style` attributes of the element and its ancestors.
 */
import { colord, extend, type Colord } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import type { OwnFinding } from "./own-checks.ts";
import { elementSnippet } from "./wcag.ts";

extend([a11yPlugin]);

/** Minimum contrast ratios of SC 1.4.3: 4.5:1 for normal text, 3:1 for large text. */
export const MIN_CONTRAST = { normal: 4.5, large: 3 } as const;
/** Large text per WCAG 2.1: at least 18pt (24px), or 14pt (18.66px) and bold. */
export const LARGE_TEXT_PX = { regular: 24, bold: 18.66 } as const;

const HEADING_PX: Record<string, number> = { h1: 32, h2: 24, h3: 18.72, h4: 16, h5: 13.28, h6: 10.72 };
const BOLD_TAGS = new Set(["b", "strong", "th", "h1", "h2", "h3", "h4", "h5", "h6"]);

/**
 * Parses an inline `style` attribute into lower-case property -> value.
 *
 * @param style - e.g. "color: #999; background-color:#fff"
 */
export function parseInlineStyle(style: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const declaration of (style ?? "").split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, "")
      .trim();
    if (property && value) map.set(property, value);
  }
  return map;
}

/** Paints `top` (possibly translucent) over an opaque `bottom`. */
function composite(top: Colord, bottom: Colord): Colord {
  const t = top.toRgb();
  const b = bottom.toRgb();
  const a = t.a;
  return colord({ r: t.r * a + b.r * (1 - a), g: t.g * a + b.g * (1 - a), b: t.b * a + b.b * (1 - a), a: 1 });
}

/**
 * WCAG contrast ratio of a text colour on a background colour, 1-21. Translucent colours are
 * composited (background over white, text over the background) first.
 *
 * @param foreground - any CSS colour colord parses (hex, rgb(), a name)
 * @param background - same; defaults to white
 * @returns the ratio, or null when a colour does not parse
 */
export function contrastRatio(foreground: string, background = "#ffffff"): number | null {
  const fg = colord(foreground);
  const bg = colord(background);
  if (!fg.isValid() || !bg.isValid()) return null;
  const opaqueBg = composite(bg, colord("#ffffff"));
  return composite(fg, opaqueBg).contrast(opaqueBg);
}

/**
 * Whether text of this size and weight is "large" for WCAG (>= 24px, or >= 18.66px when bold).
 *
 * @param fontSizePx - font size in CSS px
 */
export function isLargeText(fontSizePx: number, bold: boolean): boolean {
  return fontSizePx >= LARGE_TEXT_PX.regular || (bold && fontSizePx >= LARGE_TEXT_PX.bold);
}

function fontSizePx(value: string, inheritedPx: number): number | null {
  const match = /^([\d.]+)\s*(px|pt|em|rem|%)?$/i.exec(value.trim());
  if (!match) return null;
  const n = Number(match[1]);
  switch ((match[2] ?? "px").toLowerCase()) {
    case "pt":
      return (n * 4) / 3;
    case "em":
      return n * inheritedPx;
    case "rem":
      return n * 16;
    case "%":
      return (n / 100) * inheritedPx;
    default:
      return n;
  }
}

function isBoldWeight(value: string): boolean {
  return /^(bold|bolder)$/i.test(value) || Number(value) >= 700;
}

interface TextStyle {
  color: string | null;
  background: string | null;
  sizePx: number;
  bold: boolean;
}

/** The effective text style of `element`, inherited from its ancestors up to `root`. */
function effectiveStyle(element: Element, root: Element): TextStyle {
  const chain: Element[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    chain.unshift(node);
    if (node === root) break;
  }
  const style: TextStyle = { color: null, background: null, sizePx: 16, bold: false };
  for (const node of chain) {
    const tag = node.localName;
    if (HEADING_PX[tag]) style.sizePx = HEADING_PX[tag];
    if (BOLD_TAGS.has(tag)) style.bold = true;
    const inline = parseInlineStyle(node.getAttribute("style"));
    const color = inline.get("color");
    if (color) style.color = color;
    const background = inline.get("background-color") ?? inline.get("background");
    if (background && colord(background).isValid() && colord(background).alpha() > 0) style.background = background;
    const size = inline.get("font-size");
    if (size) style.sizePx = fontSizePx(size, style.sizePx) ?? style.sizePx;
    const weight = inline.get("font-weight");
    if (weight) style.bold = isBoldWeight(weight);
  }
  return style;
}

function hasOwnText(element: Element): boolean {
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3 && (child.textContent ?? "").trim()) return true;
  }
  return false;
}

/**
 * Finds text whose inline colours do not meet SC 1.4.3: 4.5:1, or 3:1 for large text. Text with
 * no inline colour anywhere in its ancestry is the page default (black on white) and is skipped.
 *
 * @param root - the lesson's container element
 * @returns one serious 1.4.3 finding per element with too little contrast
 */
export function checkInlineContrast(root: Element): OwnFinding[] {
  const findings: OwnFinding[] = [];
  for (const element of [root, ...Array.from(root.querySelectorAll("*"))]) {
    if (!hasOwnText(element)) continue;
    const style = effectiveStyle(element, root);
    if (!style.color && !style.background) continue;
    const foreground = style.color ?? "#000000";
    const background = style.background ?? "#ffffff";
    const ratio = contrastRatio(foreground, background);
    if (ratio === null) continue;
    const large = isLargeText(style.sizePx, style.bold);
    const needed = large ? MIN_CONTRAST.large : MIN_CONTRAST.normal;
    // Round to 2 decimals as WCAG tools do, so 4.499 does not pass while showing "4.50".
    if (Math.floor(ratio * 100) / 100 >= needed) continue;
    findings.push({
      wcagCriterion: "1.4.3",
      ruleId: "color-contrast-inline",
      impact: "serious",
      element: elementSnippet(element.outerHTML),
      help: `Text colour ${foreground} on ${background} has a contrast of ${ratio.toFixed(2)}:1; ${large ? "large" : "normal"} text needs at least ${needed}:1. Darken the text or lighten the background.`,
    });
  }
  return findings;
}
