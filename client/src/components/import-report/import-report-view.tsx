import type { ImportReport } from "@common/import-report";
import { ChangedSection } from "./changed-section";

type Heading = "h2" | "h3" | "h4" | "h5";

/**
 * An import's report (issue #12 "Import report"): a table of what the source held against what
 * was imported, then the items not converted with the reason, the items changed (rewritten links
 * and images grouped per lesson, changed-section.tsx), and any other notes. `headingLevel` is the level of its section headings, to fit the page's outline.
 */
export function ImportReportView({ report, headingLevel = "h3" }: { report: ImportReport; headingLevel?: Heading }) {
  const H = headingLevel;
  return (
    <div className="space-y-4 text-sm text-gray-800">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="mb-1 text-left font-semibold text-gray-900">
            What the source held and what was imported
          </caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-1 pr-3 font-semibold">
                Kind
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                In the source
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Imported
              </th>
            </tr>
          </thead>
          <tbody>
            {report.counts.map((row) => (
              <tr key={row.kind} className="border-b border-gray-200">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {row.kind}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">
                  {row.inSource === null ? <span className="text-gray-600">not counted</span> : row.inSource}
                </td>
                <td
                  className={
                    row.inSource !== null && row.imported < row.inSource
                      ? "py-1 text-right font-semibold tabular-nums text-red-800"
                      : "py-1 text-right tabular-nums"
                  }
                >
                  {row.imported}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section>
        <H className="font-semibold text-gray-900">Not converted ({report.notConverted.length})</H>
        {report.notConverted.length === 0 ? (
          <p className="mt-1 text-gray-700">Everything the importer read was converted.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 wrap-anywhere">
            {report.notConverted.map((item, i) => (
              <li key={`${item.identifier ?? item.title}-${i}`}>
                <span className="font-medium">
                  {item.kind}: {item.title}
                </span>
                {item.identifier && <span className="text-gray-600"> ({item.identifier})</span>}. {item.reason}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ChangedSection changed={report.changed} headingLevel={headingLevel} />

      {report.notes.length > 0 && (
        <section>
          <H className="font-semibold text-gray-900">Other notes</H>
          <ul className="mt-1 list-disc space-y-1 pl-5 wrap-anywhere">
            {report.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
