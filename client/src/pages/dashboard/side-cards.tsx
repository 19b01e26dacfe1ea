import { Activity, Download, Lightbulb, Plus, Sparkles, LayoutTemplate, type LucideIcon } from "lucide-react";
import type { Course } from "@common/schemas";
import { publishedCount } from "@common/course-stats";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

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
            className="w-full justify-start"
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
 * Recent Activity card: three lines derived from the course list and the user's AI runs, or
 * 'No recent activity' (SPEC §2). `aiCourseCount` = courses with at least one AI run
 * (`GET /api/ai/stats` coursesWithAiRuns, DESIGN.md §3 "Dashboard activity").
 */
export function RecentActivity({
  courses,
  aiCourseCount,
  isLoading,
}: {
  courses: readonly Course[];
  aiCourseCount: number;
  isLoading: boolean;
}) {
  const first = courses[0];
  const lines = first
    ? [
        `Course "${first.title}" updated`,
        `AI suggestions generated for ${aiCourseCount} courses`,
        `${publishedCount(courses)} course(s) ready for publishing`,
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : lines.length === 0 ? (
          <p className="text-sm text-gray-600">No recent activity</p>
        ) : (
          <ul className="space-y-3">
            {lines.map((line) => (
              <li key={line} className="flex items-start gap-2 text-sm text-gray-700">
                <Activity className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
                <span className="min-w-0 break-words">{line}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
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
