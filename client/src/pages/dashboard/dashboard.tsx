import { useLocation } from "wouter";
import { BookOpen, CalendarDays, CheckCircle2, TrendingUp } from "lucide-react";
import { averageProgress, createdThisMonth, publishedCount } from "@common/course-stats";
import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/hooks/use-auth";
import { useCourses } from "@/hooks/use-courses";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ProTips, QuickActions, RecentActivity } from "./side-cards";
import { RecentCourses } from "./recent-courses";
import { StatCard, StatCardSkeleton } from "./stat-card";

/** / and /dashboard for a signed-in user (SPEC §2 "Dashboard"). */
export default function DashboardPage() {
  useDocumentTitle("Dashboard");
  const { user } = useAuth();
  const { courses, isLoading } = useCourses();
  const [, navigate] = useLocation();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");

  return (
    <>
      <PageHeader
        title={`Welcome back, ${name}`}
        description="Manage your instructional design projects and enhance courses with AI assistance"
      />

      <section aria-label="Course statistics" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {isLoading ? (
          Array.from({ length: 4 }, (_, i) => <StatCardSkeleton key={i} />)
        ) : (
          <>
            <StatCard label="Total Courses" value={courses.length} icon={BookOpen} tone="indigo" />
            <StatCard label="Avg Progress" value={`${averageProgress(courses)}%`} icon={TrendingUp} tone="green" />
            <StatCard label="Published" value={publishedCount(courses)} icon={CheckCircle2} tone="blue" />
            <StatCard label="This Month" value={createdThisMonth(courses)} icon={CalendarDays} tone="amber" />
          </>
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentCourses courses={courses} isLoading={isLoading} onNavigate={navigate} />
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
