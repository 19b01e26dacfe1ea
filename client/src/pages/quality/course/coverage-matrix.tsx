/**
 * The objective x assessment coverage matrix of the latest analysis (issue #11; QM 2.4, 3.1): one
 * row per learning objective with the lessons that teach it and the number of questions of each
 * assessment that measure it; gaps are named in words, not only by colour.
 */
import { Link } from "wouter";
import { count } from "@common/plural";
import type { CoverageMatrixDto } from "@common/quality";
import { Card } from "@/components/ui/card";

export function CoverageMatrix({ courseId, coverage }: { courseId: number; coverage: CoverageMatrixDto | null }) {
  const gaps = coverage
    ? coverage.objectives.filter((o) => o.taughtIn.length === 0 || Object.keys(o.questionsByAssessment).length === 0)
        .length
    : 0;
  return (
    <Card className="p-5">
      <section aria-labelledby="coverage-heading">
        <h2 id="coverage-heading" className="text-xl font-semibold text-gray-900">
          Objective coverage
        </h2>
        {!coverage ? (
          <p className="mt-2 text-sm text-gray-700">
            Re-analyze the course to see where each objective is taught and assessed.
          </p>
        ) : coverage.objectives.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">
            The course has no learning objectives yet.{" "}
            <Link href={`/course/${courseId}`} className="font-medium text-indigo-700 underline">
              Add objectives in the editor
            </Link>
            .
          </p>
        ) : (
          <>
            <p className="mt-2 text-sm text-gray-700">
              Where each objective is taught (a lesson's own text names its key terms) and how many questions of each
              assessment measure it.{" "}
              {gaps === 0
                ? "Every objective is taught and assessed."
                : `${count(gaps, "objective")} ${gaps === 1 ? "is" : "are"} not taught or not assessed.`}
            </p>
            <div
              className="mt-3 overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              role="region"
              aria-label="Objective coverage table"
              tabIndex={0}
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">
                  Learning objectives by the lessons that teach them and the questions of each assessment that measure
                  them
                </caption>
                <thead className="bg-gray-50 text-gray-800">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Objective
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Taught in
                    </th>
                    {coverage.assessments.map((a) => (
                      <th key={a.id} scope="col" className="px-3 py-2 text-center font-semibold">
                        {a.title}
                        <span className="block text-xs font-normal text-gray-700">
                          {count(a.questions, "question")}
                        </span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {coverage.objectives.map((o) => (
                    <tr key={o.objectiveId} className="border-t border-gray-200 align-top">
                      <th scope="row" className="max-w-[20rem] px-3 py-2 text-left font-normal text-gray-900">
                        {o.text}
                      </th>
                      <td className="px-3 py-2">
                        {o.taughtIn.length === 0 ? (
                          <span className="font-semibold text-red-800">Not taught</span>
                        ) : (
                          <span className="text-gray-800">{o.taughtIn.map((l) => l.title).join(", ")}</span>
                        )}
                      </td>
                      {coverage.assessments.map((a) => {
                        const n = o.questionsByAssessment[a.id] ?? 0;
                        return (
                          <td key={a.id} className="px-3 py-2 text-center">
                            {n > 0 ? (
                              <span className="font-semibold text-green-800">{n}</span>
                            ) : (
                              <span className="text-gray-700" aria-label="none">
                                –
                              </span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {coverage.objectives.some((o) => Object.keys(o.questionsByAssessment).length === 0) && (
              <p className="mt-2 text-sm font-medium text-red-800">
                Not assessed:{" "}
                {coverage.objectives
                  .filter((o) => Object.keys(o.questionsByAssessment).length === 0)
                  .map((o) => `"${o.text}"`)
                  .join("; ")}
              </p>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
