import { useQuery } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { BookOpen, CalendarDays, CheckCircle2, TrendingUp } from "lucide-react";
import { RECENT_COURSES_LIMIT } from "@common/constants";
import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/hooks/use-auth";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { api, errorMessage, queryKeys } from "@/lib/api";
import { ProTips, QuickActions, RecentActivity } from "./side-cards";
import { RecentCourses } from "./recent-courses";
import { StatCard, StatCardSkeleton } from "./stat-card";

/**
 * / and /dashboard for a signed-in user (SPEC §2 "Dashboard"). The four figures come from
 * GET /api/courses/stats and the recent courses from one page of four (issue #13): the
 * Dashboard never downloads every course.
 */
export default function DashboardPage() {
  useDocumentTitle("Dashboard");
  const { user } = useAuth();
  const stats = useQuery({ queryKey: queryKeys.courseStats, queryFn: () => api.courses.stats() });
  const recent = useQuery({
    queryKey: queryKeys.recentCourses,
    queryFn: () => api.courses.recent(RECENT_COURSES_LIMIT),
  });
  const [, navigate] = useLocation();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");

  return (
    <>
      <PageHeader
        title={`Welcome back, ${name}`}
        description="Manage your instructional design projects and enhance courses with AI assistance"
      />

      <section aria-label="Course statistics" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {stats.isError ? (
          <p role="alert" className="col-span-full text-sm text-red-800">
            {errorMessage(stats.error, "The course figures could not be loaded. Reload the page to try again.")}
          </p>
        ) : !stats.data ? (
          Array.from({ length: 4 }, (_, i) => <StatCardSkeleton key={i} />)
        ) : (
          <>
            <StatCard label="Total Courses" value={stats.data.totalCourses} icon={BookOpen} tone="indigo" />
            <StatCard label="Avg Progress" value={`${stats.data.averageProgress}%`} icon={TrendingUp} tone="green" />
            <StatCard label="Published" value={stats.data.published} icon={CheckCircle2} tone="blue" />
            <StatCard label="This Month" value={stats.data.createdThisMonth} icon={CalendarDays} tone="amber" />
          </>
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentCourses courses={recent.data ?? []} isLoading={recent.isLoading} onNavigate={navigate} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <QuickActions onNavigate={navigate} />
          <RecentActivity />
          <ProTips />
        </div>
      </div>
    </>
  );
}
