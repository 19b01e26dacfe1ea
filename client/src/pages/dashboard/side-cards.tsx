import { Activity, Download, Lightbulb, Plus, Sparkles, LayoutTemplate, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useActivity } from "@/pages/account/queries";

/** Quick Actions card: shortcuts to the three ways of starting a course (SPEC §2). */
export function QuickActions({ onNavigate }: { onNavigate: (to: string) => void }) {
  const actions: { label: string; to: string; icon: LucideIcon }[] = [
    { label: "Create New Course", to: "/create-course", icon: Plus },
    { label: "Import from LMS", to: "/lms-integration", icon: Download },
    { label: "Browse Templates", to: "/templates", icon: LayoutTemplate },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {actions.map(({ label, to, icon: Icon }, i) => (
          <Button
            key={to}
            variant={i === 0 ? "default" : "outline"}
            className="h-auto min-h-10 w-full justify-start whitespace-normal text-left"
            onClick={() => onNavigate(to)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * Recent Activity card: the user's three latest actions from their audit trail (issue #15), in
 * SPEC §2's words where they fit ('Course "X" updated'), or 'No recent activity'; a link to the
 * whole trail.
 */
export function RecentActivity() {
  const activity = useActivity({ resource: "", outcome: "" }, RECENT_ACTIVITY_LINES);
  const entries = activity.data?.pages[0]?.entries ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isLoading ? (
          <div className="space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : entries.length === 0 ? (
          <p className="text-sm text-gray-600">No recent activity</p>
        ) : (
          <ul className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-start gap-2 text-sm text-gray-700">
                <Activity className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
                <span className="min-w-0 break-words">
                  {entry.summary}{" "}
                  <time dateTime={entry.timestamp} className="text-gray-600">
                    ({relativeTime(entry.timestamp)})
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link href="/activity" className="mt-4 inline-block text-sm font-medium text-indigo-700 underline">
          View all activity
        </Link>
      </CardContent>
    </Card>
  );
}

const RECENT_ACTIVITY_LINES = 3;
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });

/** "2 minutes ago", "yesterday" for an ISO time. */
function relativeTime(iso: string): string {
  const seconds = Math.round((Date.parse(iso) - Date.now()) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(seconds, "second");
}

/** Pro Tips card with SPEC's two tips. */
export function ProTips() {
  const tips: { title: string; text: string; icon: LucideIcon }[] = [
    {
      title: "Use AI Suggestions",
      text: "Open a course and ask the assistant for learning objectives, content ideas and quiz questions tailored to its level.",
      icon: Sparkles,
    },
    {
      title: "Import Existing Courses",
      text: "Connect Canvas or Blackboard to bring in courses you already teach, then check their quality and accessibility.",
      icon: Lightbulb,
    },
  ];
  return (
    <Card className="border-indigo-100 bg-indigo-50/60">
      <CardHeader>
        <CardTitle>Pro Tips</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {tips.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
              <div>
                <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
                <p className="mt-1 text-sm text-gray-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
