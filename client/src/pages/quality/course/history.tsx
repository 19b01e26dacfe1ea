/** Earlier analyses of the course: score and grade over time. */
import { ResponsiveContainer, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { type QualityHistoryEntry } from "@common/quality";
import { Card } from "@/components/ui/card";
import { formatAnalyzedAt } from "../quality-shared";

export function History({ history }: { history: QualityHistoryEntry[] }) {
  const data = history.map((h) => ({ when: formatAnalyzedAt(h.lastAnalyzed), score: h.overallScore }));
  const summary = history.map((h) => `${formatAnalyzedAt(h.lastAnalyzed)}: ${h.overallScore}`).join("; ");
  return (
    <Card className="p-5">
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-xl font-semibold text-gray-900">
          Score history
        </h2>
        {history.length < 2 ? (
          <p className="mt-2 text-sm text-gray-700">
            One analysis so far. Re-analyze after changing the course to see the trend.
          </p>
        ) : (
          <div role="img" aria-label={`Line chart of the overall score over time: ${summary}`} className="mt-3 h-64">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
                <CartesianGrid stroke="#e5e7eb" />
                <XAxis dataKey="when" tick={{ fill: "#374151", fontSize: 12 }} />
                <YAxis domain={[0, 100]} tick={{ fill: "#374151", fontSize: 12 }} width={40} />
                <Line
                  type="monotone"
                  dataKey="score"
                  stroke="#4338ca"
                  strokeWidth={2}
                  isAnimationActive={false}
                  dot={{ r: 4, fill: "#4338ca" }}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        )}
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-indigo-700 underline">History as a table</summary>
          <table className="mt-2 w-full max-w-md">
            <caption className="sr-only">Overall score per analysis, oldest first</caption>
            <thead>
              <tr className="border-b border-gray-300 text-left text-gray-700">
                <th scope="col" className="py-1.5 font-medium">
                  Analyzed
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Overall score
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((h, i) => (
                <tr key={i} className="border-b border-gray-200 last:border-0">
                  <td className="py-1.5 text-gray-900">{formatAnalyzedAt(h.lastAnalyzed)}</td>
                  <td className="py-1.5 text-right font-semibold text-gray-900">{h.overallScore}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
    </Card>
  );
}
