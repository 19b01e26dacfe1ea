import { useEffect, useState } from "react";

/**
 * What the URL's fragment names in the course editor: `#lesson-<id>` or `#module-<id>` (issue #12:
 * links between imported lessons point at `/course/<course id>#lesson-<lesson id>`).
 */
export type LinkTarget = { kind: "lesson" | "module"; id: number } | null;

/** The target a fragment names, or null. */
export function parseLinkTarget(hash: string): LinkTarget {
  const match = /^#(lesson|module)-(\d+)$/.exec(hash);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 ? { kind: match[1] as "lesson" | "module", id } : null;
}

/** The current fragment's target, kept up to date on `hashchange`. */
export function useLinkTarget(): LinkTarget {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, []);
  return parseLinkTarget(hash);
}

/** Brings the element a fragment names into view and gives it focus (once it is rendered). */
export function revealElement(elementId: string): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(elementId);
    if (!element) return;
    element.scrollIntoView({ block: "center" });
    element.focus({ preventScroll: true });
  });
}

/**
 * A module card's part: when the fragment names this module or one of its lessons, the card
 * expands (`expand`) and, once its lessons are shown, the target is revealed and focused.
 */
export function useModuleLinkTarget(
  module: { id: number; lessons: ReadonlyArray<{ id: number }> },
  expanded: boolean,
  expand: () => void,
): void {
  const target = useLinkTarget();
  const targetId =
    target?.kind === "module" && target.id === module.id
      ? `module-${module.id}`
      : target?.kind === "lesson" && module.lessons.some((l) => l.id === target.id)
        ? `lesson-${target.id}`
        : null;
  useEffect(() => {
    if (targetId) expand();
    // expand is a new function each render; the target alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetId]);
  useEffect(() => {
    if (targetId && expanded) revealElement(targetId);
  }, [targetId, expanded]);
}
