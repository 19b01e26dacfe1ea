/**
 * "Checks that need a person" on a course's quality page (issue #11): the WCAG 2.1 AA criteria no
 * automated check can judge, each with a checkbox the author ticks once they have checked the
 * course; the ticks are stored per course, so the page says which criteria a person confirmed.
 */
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ManualReviewDto } from "@common/manual-review";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { api, errorMessage, queryKeys } from "@/lib/api";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export function ManualReview({ courseId }: { courseId: number }) {
  const queryClient = useQueryClient();
  const key = queryKeys.manualReview(courseId);
  // The box a person just changed shows its new state in the same render as the click; the cache
  // update below lands a tick later (React Query notifies on a timer), which would otherwise let
  // the controlled checkbox snap back for a moment.
  const [pending, setPending] = useState<Readonly<Record<string, boolean>>>({});
  const settle = (criterion: string) => setPending(({ [criterion]: _settled, ...rest }) => rest);
  const { data, isLoading, isError, error } = useQuery({
    queryKey: key,
    queryFn: () => api.quality.manualReview(courseId),
  });
  const mutation = useMutation({
    mutationFn: ({ criterion, confirmed }: { criterion: string; confirmed: boolean }) =>
      api.quality.setManualReview(courseId, criterion, confirmed),
    // Optimistic: the box changes at once and goes back if the server refuses.
    onMutate: async ({ criterion, confirmed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ManualReviewDto>(key);
      if (previous) {
        const items = previous.items.map((i) =>
          i.criterion === criterion ? { ...i, confirmed, confirmedAt: confirmed ? new Date().toISOString() : null } : i,
        );
        queryClient.setQueryData<ManualReviewDto>(key, {
          ...previous,
          items,
          confirmed: items.filter((i) => i.confirmed).length,
        });
      }
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({
        title: "Not saved",
        description: errorMessage(err, "The check could not be saved. Try again."),
        variant: "destructive",
      });
    },
    onSuccess: (result) => queryClient.setQueryData(key, result),
    onSettled: (_result, _error, { criterion }) => settle(criterion),
  });

  return (
    <Card className="p-5">
      <section aria-labelledby="manual-review-heading">
        <h2 id="manual-review-heading" className="text-xl font-semibold text-gray-900">
          Checks that need a person (WCAG 2.1 AA)
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          Automated checks find only about half of accessibility problems. Read the course for each criterion below and
          tick it once the course meets it.
        </p>
        {isLoading ? (
          <Skeleton className="mt-4 h-40 w-full" />
        ) : isError || !data ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {errorMessage(error, "Could not load the checklist.")}
          </p>
        ) : (
          <>
            <p className="mt-3 text-sm font-medium text-gray-900" aria-live="polite">
              {data.confirmed} of {data.total} criteria confirmed by a person.
            </p>
            <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200">
              {data.items.map((item) => {
                const id = `manual-review-${item.criterion.replace(/\./g, "-")}`;
                return (
                  <li key={item.criterion} className="flex items-start gap-3 px-3 py-3">
                    <input
                      id={id}
                      type="checkbox"
                      className="mt-1 size-4 shrink-0 accent-indigo-700"
                      checked={pending[item.criterion] ?? item.confirmed}
                      aria-describedby={`${id}-what`}
                      onChange={(e) => {
                        const confirmed = e.target.checked;
                        setPending((p) => ({ ...p, [item.criterion]: confirmed }));
                        mutation.mutate({ criterion: item.criterion, confirmed });
                      }}
                    />
                    <div className="min-w-0">
                      <label htmlFor={id} className="font-medium text-gray-900">
                        {item.criterion} {item.name}{" "}
                        <span className="text-sm font-normal text-gray-700">(level {item.level})</span>
                      </label>
                      <p id={`${id}-what`} className="mt-0.5 text-sm text-gray-700">
                        {item.whatToCheck}
                      </p>
                      {item.confirmed && item.confirmedAt && (
                        <p className="mt-1 text-sm font-medium text-green-800">
                          Confirmed by you on{" "}
                          <time dateTime={item.confirmedAt}>{dateFormat.format(new Date(item.confirmedAt))}</time>
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
    </Card>
  );
}

/** One line beside the grade: how many of the criteria that need a person were confirmed. */
export function ManualReviewSummary({ courseId }: { courseId: number }) {
  const { data } = useQuery({
    queryKey: queryKeys.manualReview(courseId),
    queryFn: () => api.quality.manualReview(courseId),
  });
  if (!data) return null;
  const confirmed = data.items.filter((i) => i.confirmed).map((i) => i.criterion);
  return (
    <p className="mt-2 text-sm text-gray-700">
      Checked by a person: {data.confirmed} of {data.total} WCAG criteria
      {confirmed.length > 0 && ` (${confirmed.join(", ")})`}; the score covers the automated checks.{" "}
      <a href="#manual-review-heading" className="font-medium text-indigo-700 underline">
        Review the checklist
      </a>
    </p>
  );
}
