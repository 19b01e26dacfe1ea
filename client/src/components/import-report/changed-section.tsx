import type { ImportReportChanged } from "@common/import-report";
import { REWRITTEN_REFERENCE_KINDS } from "@common/import-report";

type Heading = "h2" | "h3" | "h4" | "h5";

/** "3 images, 1 link" for the rewritten references of one lesson (or all of them). */
export function referenceCounts(items: readonly ImportReportChanged[]): string {
  const parts: string[] = [];
  const names: Array<[string, string, string]> = [
    [REWRITTEN_REFERENCE_KINDS.image, "image", "images"],
    [REWRITTEN_REFERENCE_KINDS.file, "file link", "file links"],
    [REWRITTEN_REFERENCE_KINDS.link, "link", "links"],
  ];
  for (const [kind, one, many] of names) {
    const n = items.filter((i) => i.kind === kind).length;
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  }
  return parts.join(", ");
}

/** The rewritten references grouped by lesson, in the order the report lists them. */
export function groupByLesson(items: readonly ImportReportChanged[]): Array<[string, ImportReportChanged[]]> {
  const groups = new Map<string, ImportReportChanged[]>();
  for (const item of items) {
    const lesson = item.lesson ?? item.title;
    groups.set(lesson, [...(groups.get(lesson) ?? []), item]);
  }
  return [...groups];
}

/**
 * The report's "Changed" section (issue #12): changes described in a sentence, then every image,
 * file link and link the import rewrote, grouped per lesson in collapsed disclosures (native
 * `<details>`, keyboard-operable) whose summaries give the lesson and its counts, so a course with
 * hundreds of images stays readable.
 */
export function ChangedSection({ changed, headingLevel }: { changed: ImportReportChanged[]; headingLevel: Heading }) {
  const H = headingLevel;
  const rewritten = changed.filter((c) => c.lesson !== undefined && c.from !== undefined);
  const others = changed.filter((c) => !rewritten.includes(c));
  const groups = groupByLesson(rewritten);
  return (
    <section>
      <H className="font-semibold text-gray-900">Changed ({changed.length})</H>
      {changed.length === 0 && <p className="mt-1 text-gray-700">Nothing was converted with a change.</p>}
      {others.length > 0 && (
        <ul className="mt-1 list-disc space-y-1 pl-5 wrap-anywhere">
          {others.map((item, i) => (
            <li key={`${item.title}-${i}`}>
              <span className="font-medium">
                {item.kind}: {item.title}
              </span>
              . {item.detail}
            </li>
          ))}
        </ul>
      )}
      {rewritten.length > 0 && (
        <div className="mt-2">
          <p className="text-gray-800">
            Links and images rewritten to point into this course: {referenceCounts(rewritten)} in {groups.length}{" "}
            {groups.length === 1 ? "lesson" : "lessons"}.
          </p>
          <ul className="mt-1 space-y-1" aria-label="Rewritten links and images by lesson">
            {groups.map(([lesson, items]) => (
              <li key={lesson}>
                <details className="rounded-md border border-gray-200 px-2 py-1">
                  <summary className="cursor-pointer rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                    <span className="font-medium">{lesson}</span>
                    <span className="text-gray-700">: {referenceCounts(items)}</span>
                  </summary>
                  <ul className="mt-1 list-disc space-y-1 pl-5 wrap-anywhere">
                    {items.map((item, i) => (
                      <li key={`${item.from}-${i}`}>
                        {item.kind}: <code className="text-gray-800">{item.from}</code>{" "}
                        <span aria-hidden="true">{"→ "}</span>
                        <span className="sr-only">{"now points to "}</span>
                        <code className="text-gray-800">{item.to}</code>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
