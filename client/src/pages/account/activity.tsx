import { useState } from "react";
import { POLICY } from "@common/constants";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { LabeledSelect, type SelectOption } from "@/components/ui/labeled-select";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api";
import { type ActivityFilters, useActivity } from "./queries";

const ANY = "any";

/** What the "What" filter offers: audit resources in the user's words. */
const RESOURCE_OPTIONS: SelectOption[] = [
  { value: ANY, label: "Everything" },
  { value: "course", label: "Courses" },
  { value: "module", label: "Modules" },
  { value: "lesson", label: "Lessons" },
  { value: "objective", label: "Learning objectives" },
  { value: "assessment", label: "Assessments" },
  { value: "session", label: "Sign-in and sign-out" },
  { value: "lms", label: "LMS connections" },
  { value: "consent", label: "Consents" },
  { value: "account", label: "Account" },
];

const OUTCOME_OPTIONS: SelectOption[] = [
  { value: ANY, label: "Any result" },
  { value: "success", label: "Succeeded" },
  { value: "failure", label: "Failed" },
];

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** /activity: the signed-in user's own audit trail, newest first, filtered, a page at a time (issue #15). */
export default function ActivityPage() {
  useDocumentTitle("Your activity");
  const [filters, setFilters] = useState<ActivityFilters>({ resource: "", outcome: "" });
  const activity = useActivity(filters);
  const entries = activity.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <>
      <PageHeader
        title="Your activity"
        description={`What you did in Coursewright, when, and from which network address. Kept up to ${POLICY.auditRetentionYears} years.`}
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <LabeledSelect
          id="activity-resource"
          label="What"
          value={filters.resource || ANY}
          onValueChange={(v) => setFilters((f) => ({ ...f, resource: v === ANY ? "" : v }))}
          options={RESOURCE_OPTIONS}
        />
        <LabeledSelect
          id="activity-outcome"
          label="Result"
          value={filters.outcome || ANY}
          onValueChange={(v) =>
            setFilters((f) => ({ ...f, outcome: v === ANY ? "" : (v as ActivityFilters["outcome"]) }))
          }
          options={OUTCOME_OPTIONS}
        />
      </div>
      <Card>
        <CardContent className="p-0">
          {activity.isLoading ? (
            <p role="status" className="p-6 text-gray-700">
              Loading...
            </p>
          ) : activity.isError ? (
            <p role="alert" className="p-6 text-red-700">
              {errorMessage(activity.error, "Failed to load your activity. Please try again.")}
            </p>
          ) : entries.length === 0 ? (
            <p className="p-6 text-gray-700">No activity matches these filters.</p>
          ) : (
            <div className="overflow-x-auto" role="region" aria-label="Activity" tabIndex={0}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Your activity, newest first</caption>
                <thead className="border-b bg-gray-50 text-gray-700">
                  <tr>
                    {["When", "What", "From", "Result"].map((heading) => (
                      <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} className="border-b last:border-0">
                      <td className="px-4 py-3 whitespace-nowrap text-gray-700">
                        <time dateTime={entry.timestamp}>{timeFormat.format(new Date(entry.timestamp))}</time>
                      </td>
                      <td className="px-4 py-3 break-words text-gray-900">{entry.summary}</td>
                      <td className="px-4 py-3 font-mono text-xs text-gray-700">{entry.ipAddress}</td>
                      <td className="px-4 py-3">
                        <Badge variant={entry.outcome === "success" ? "success" : "danger"}>
                          {entry.outcome === "success" ? "Succeeded" : "Failed"}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
      {activity.hasNextPage && (
        <div className="mt-4">
          <Button
            variant="outline"
            onClick={() => void activity.fetchNextPage()}
            disabled={activity.isFetchingNextPage}
          >
            {activity.isFetchingNextPage ? "Loading..." : "Load older activity"}
          </Button>
        </div>
      )}
    </>
  );
}
