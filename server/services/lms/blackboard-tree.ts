/**
 * Ordering a Blackboard content tree (LMS.md "Blackboard Learn REST API": `contents/{id}/children
 * ?recursive=true` answers a flat list whose items name their `parentId`) into lessons, safely
 * (issue #12 "Robustness"):
 * - each content id becomes at most one lesson, across the whole course;
 * - an item that names itself, or a folder above it, as a parent (a loop) is imported once and
 *   its children are not read again (a folder whose item repeats the folder's id turned 100 items
 *   into 5,100 lessons);
 * - items whose parent is not in the list are imported at the end, not dropped;
 * - Blackboard Ultra documents keep their HTML in a child titled `ultraDocumentBody`: that body
 *   goes into the parent's lesson, under the parent's title, and is no lesson of its own.
 * Every one of these is reported as a warning.
 */

/** One content item as Blackboard's REST API returns it (the fields we read). */
export interface BbContent {
  id: string;
  parentId?: string;
  title?: string;
  body?: string | null;
  description?: string | null;
  position?: number;
  hasChildren?: boolean;
  contentHandler?: { id?: string; url?: string; assessmentId?: string; isBbPage?: boolean } | null;
}

/** Title Blackboard Ultra gives the child that holds a document's body. */
export const ULTRA_BODY_TITLE = "ultraDocumentBody";

/**
 * Deepest folder nesting we follow below a module's folder. Blackboard's own editor allows far
 * less; deeper items are still imported (at the end of the module), with a warning.
 */
export const MAX_FOLDER_DEPTH = 100;

/** What ordering one folder's descendants found. */
export interface OrderedTree {
  /** Items in depth-first order by position, Ultra body children removed. */
  items: BbContent[];
  /** Ultra body HTML of each parent id (joined), to add to that parent's lesson (or the root's). */
  ultraBodies: Map<string, string>;
}

function byPosition(a: BbContent, b: BbContent): number {
  return (a.position ?? 0) - (b.position ?? 0);
}

/**
 * Depth-first order of a recursive children list under `root`: each item, then its own children,
 * by position; each id once.
 * @param root - the folder (or Ultra document) the list was read from
 * @param items - its descendants as Blackboard listed them
 * @param seen - content ids already imported in this course (updated)
 * @param warnings - where loops, repeats and stray items are reported
 */
export function orderTree(root: BbContent, items: BbContent[], seen: Set<string>, warnings: string[]): OrderedTree {
  const byParent = new Map<string, BbContent[]>();
  for (const item of items) {
    const parent = item.parentId ?? root.id;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const out: BbContent[] = [];
  const placed = new Set<BbContent>();
  let loops = 0;
  let repeats = 0;
  let tooDeep = 0;
  const place = (item: BbContent): boolean => {
    placed.add(item);
    if (seen.has(item.id)) {
      repeats++;
      return false;
    }
    seen.add(item.id);
    out.push(item);
    return true;
  };
  const visit = (parentId: string, ancestors: Set<string>, depth: number) => {
    for (const child of [...(byParent.get(parentId) ?? [])].sort(byPosition)) {
      if (placed.has(child)) continue;
      if (depth >= MAX_FOLDER_DEPTH) {
        tooDeep++;
        continue;
      }
      if (!place(child)) continue;
      if (ancestors.has(child.id)) loops++;
      else visit(child.id, new Set([...ancestors, child.id]), depth + 1);
    }
  };
  visit(root.id, new Set([root.id]), 0);
  const strays = items.filter((item) => !placed.has(item)).sort(byPosition);
  const strayCount = Math.max(0, strays.filter(place).length - tooDeep);

  const name = `"${root.title?.trim() || root.id}"`;
  if (loops > 0)
    warnings.push(
      `Blackboard: in ${name}, ${loops} item(s) named themselves or a folder above them as their parent (a loop); each was imported once.`,
    );
  if (repeats > 0)
    warnings.push(
      `Blackboard: in ${name}, ${repeats} item(s) came more than once (same content id); each was imported once.`,
    );
  if (tooDeep > 0)
    warnings.push(
      `Blackboard: in ${name}, ${tooDeep} item(s) nested deeper than ${MAX_FOLDER_DEPTH} folders were imported at the end of the module.`,
    );
  if (strayCount > 0)
    warnings.push(
      `Blackboard: in ${name}, ${strayCount} item(s) whose parent was not in the folder were imported at the end of the module.`,
    );
  return takeUltraBodies(out);
}

/** Removes Ultra body children from `ordered`, keeping their HTML by parent id. */
function takeUltraBodies(ordered: BbContent[]): OrderedTree {
  const ultraBodies = new Map<string, string>();
  const items: BbContent[] = [];
  for (const item of ordered) {
    if (item.title?.trim() === ULTRA_BODY_TITLE && item.parentId) {
      const before = ultraBodies.get(item.parentId);
      ultraBodies.set(item.parentId, [before, item.body ?? ""].filter(Boolean).join("\n"));
    } else items.push(item);
  }
  return { items, ultraBodies };
}

/**
 * The item with its Ultra body (if any) appended to its own body.
 * @param ultraBodies - from {@link orderTree}
 */
export function withUltraBody(item: BbContent, ultraBodies: Map<string, string>): BbContent {
  const extra = ultraBodies.get(item.id);
  if (!extra) return item;
  return { ...item, body: [item.body ?? "", extra].filter(Boolean).join("\n") };
}
