import { useEffect, useRef, type FocusEvent } from "react";
import { Check, Lightbulb, RefreshCw } from "lucide-react";
import { Link } from "wouter";
import type { ContentSuggestion, PedagogicalInsight, Priority } from "@common/ai-schemas";
import { TOASTS, AI_PANEL_ITEMS } from "@common/constants";
import type { CourseModule } from "@common/editor-schemas";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useApplySuggestion, useAppliedSuggestions } from "@/hooks/use-ai";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { AiError } from "./shared";

const PRIORITY_BADGE: Record<Priority, { label: string; variant: "danger" | "warning" | "success" }> = {
  high: { label: "High priority", variant: "danger" },
  medium: { label: "Medium priority", variant: "warning" },
  low: { label: "Low priority", variant: "success" },
};

/** What the editor can do for a suggestion, when it can. */
export interface SuggestionDoIt {
  label: string;
  run: () => void;
  /** A link instead of a button. */
  href?: string;
}

/**
 * Keeps keyboard focus in the card when the suggestions change under it (the panel refreshes
 * after the course changes, and the focused suggestion's button may be gone): focus moves to the
 * card's heading instead of falling to the page.
 */
function useFocusKeeper(items: readonly unknown[]) {
  const heading = useRef<HTMLHeadingElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (hadFocus.current && document.activeElement === document.body) heading.current?.focus();
  }, [items]);
  return {
    heading,
    onFocus: () => {
      hadFocus.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hadFocus.current = false;
    },
  };
}

/** Shows the "Marked as Done" toast. */
function toastApplied(title: string) {
  toast({
    title: TOASTS.suggestionApplied.title,
    description: `${TOASTS.suggestionApplied.descriptionPrefix} ${title}`,
  });
}

export function SuggestionsCard({
  courseId,
  suggestions,
  isLoading,
  isFetching,
  error,
  onRefresh,
  doItFor,
}: {
  courseId: number;
  suggestions: ContentSuggestion[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  onRefresh: () => void;
  doItFor: (suggestion: ContentSuggestion) => SuggestionDoIt | null;
}) {
  const { applied } = useAppliedSuggestions(courseId);
  const apply = useApplySuggestion(courseId);
  const appliedTitles = new Set(applied.map((a) => a.title));
  const top = (suggestions ?? []).slice(0, AI_PANEL_ITEMS);
  const focusKeeper = useFocusKeeper(top);

  const onApply = (title: string) => {
    apply.mutate(title, {
      onSuccess: () => toastApplied(title),
      onError: (err) =>
        toast({
          variant: "destructive",
          title: "Save Failed",
          description: errorMessage(err, "Could not mark the suggestion done. Please try again."),
        }),
    });
  };

  return (
    <Card onFocus={focusKeeper.onFocus} onBlur={focusKeeper.onBlur}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle
          ref={focusKeeper.heading}
          tabIndex={-1}
          className="flex min-w-0 items-center gap-2 text-base focus:outline-none"
        >
          <Lightbulb className="size-5 text-indigo-700" aria-hidden="true" />
          Content Suggestions
        </CardTitle>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRefresh}
          disabled={isFetching}
          aria-label="Refresh suggestions and insights"
        >
          <RefreshCw className={cn(isFetching && "animate-spin motion-reduce:animate-none")} aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent aria-busy={isFetching}>
        {isLoading || (isFetching && !suggestions) ? (
          <div className="space-y-3" role="status" aria-label="Loading suggestions">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : error ? (
          <AiError error={error} fallback="Could not load suggestions." onRetry={onRefresh} retrying={isFetching} />
        ) : top.length === 0 ? (
          <p className="text-sm text-gray-700">No suggestions right now.</p>
        ) : (
          <ul className="space-y-3" aria-label="Content suggestions">
            {top.map((suggestion) => {
              const isApplied = appliedTitles.has(suggestion.title);
              const badge = PRIORITY_BADGE[suggestion.priority];
              const doIt = doItFor(suggestion);
              const applying = apply.isPending && apply.variables === suggestion.title;
              return (
                <li key={suggestion.title} className="rounded-lg border border-border p-3">
                  <h3 className="break-words text-sm font-semibold text-gray-900">{suggestion.title}</h3>
                  <Badge variant={badge.variant} className="mt-1">
                    {badge.label}
                  </Badge>
                  <p className="mt-1 break-words text-sm text-gray-700">{suggestion.description}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {doIt &&
                      (doIt.href ? (
                        <Link href={doIt.href} className={buttonVariants({ variant: "outline", size: "sm" })}>
                          {doIt.label}
                        </Link>
                      ) : (
                        <Button variant="outline" size="sm" onClick={doIt.run}>
                          {doIt.label}
                        </Button>
                      ))}
                    <Button
                      variant={isApplied ? "ghost" : "secondary"}
                      size="sm"
                      className={cn(isApplied && "text-green-800 hover:bg-transparent hover:text-green-800")}
                      aria-label={`${isApplied ? "Done" : "Mark as done"}: ${suggestion.title}`}
                      aria-disabled={isApplied || undefined}
                      disabled={applying}
                      onClick={() => {
                        if (!isApplied) onApply(suggestion.title);
                      }}
                    >
                      {isApplied && <Check aria-hidden="true" />}
                      {isApplied ? "Done" : applying ? "Saving..." : "Mark as done"}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const IMPACT_DOT: Record<Priority, { dot: string; label: string }> = {
  high: { dot: "bg-red-600", label: "High impact" },
  medium: { dot: "bg-yellow-500", label: "Medium impact" },
  low: { dot: "bg-green-600", label: "Low impact" },
};

export function InsightsCard({
  insights,
  isLoading,
  error,
  onRetry,
  isFetching,
}: {
  insights: PedagogicalInsight[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const top = (insights ?? []).slice(0, AI_PANEL_ITEMS);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Best Practices</CardTitle>
      </CardHeader>
      <CardContent aria-busy={isFetching}>
        {isLoading || (isFetching && !insights) ? (
          <div className="space-y-2" role="status" aria-label="Loading best practices">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : error ? (
          <AiError error={error} fallback="Could not load best practices." onRetry={onRetry} retrying={isFetching} />
        ) : top.length === 0 ? (
          <p className="text-sm text-gray-700">No insights right now.</p>
        ) : (
          <ul className="space-y-3" aria-label="Best practices">
            {top.map((insight) => {
              const impact = IMPACT_DOT[insight.impact];
              return (
                <li key={insight.recommendation} className="flex items-start gap-2.5">
                  <span className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", impact.dot)} aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="break-words text-sm text-gray-800">{insight.recommendation}</p>
                    <p className="mt-0.5 text-xs font-medium text-gray-600">{impact.label}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Finds a module card's control (its Edit or Manage lessons button), scrolls to it and focuses it. */
export function focusModuleControl(module: CourseModule, control: "edit" | "lessons"): boolean {
  const card = document.getElementById(`module-${module.id}-title`)?.closest<HTMLElement>('[role="group"]');
  const button =
    control === "edit"
      ? card?.querySelector<HTMLButtonElement>(`button[aria-label="Edit module ${CSS.escape(module.title)}"]`)
      : card?.querySelector<HTMLButtonElement>(`button[aria-controls="module-${module.id}-lessons"]`);
  const target = button ?? card;
  if (!target) return false;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
  target.focus({ preventScroll: true });
  return true;
}
