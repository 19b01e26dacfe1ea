/** Course Development Progress: one bar per part of the course, from real content (development-progress.ts). */
import type { Course } from "@common/schemas";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useAssessments, useModules, useObjectives } from "../queries";
import { developmentProgress, missingForFullProgress } from "./development-progress";

export function DevelopmentProgressCard({ course }: { course: Course }) {
  const { modules, isLoading: modulesLoading } = useModules(course.id);
  const { objectives, isLoading: objectivesLoading } = useObjectives(course.id);
  const { assessments, isLoading: assessmentsLoading } = useAssessments(course.id);
  const bars = developmentProgress(modules, objectives, assessments);
  const missing = missingForFullProgress(modules, objectives, assessments, course.qualityGrade);
  const progressLoading = modulesLoading || objectivesLoading || assessmentsLoading;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Course Development Progress</CardTitle>
      </CardHeader>
      <CardContent aria-busy={progressLoading}>
        {progressLoading ? (
          <Skeleton className="h-28 w-full" />
        ) : (
          <>
            <ul className="space-y-4">
              {bars.map((bar) => (
                <li key={bar.label}>
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium text-gray-900">{bar.label}</span>
                    <span className="font-semibold tabular-nums text-gray-900">{bar.percent}%</span>
                  </div>
                  <Progress value={bar.percent} aria-label={bar.label} className="mt-1.5" />
                  <p className="mt-1 text-xs text-gray-600">{bar.detail}</p>
                </li>
              ))}
            </ul>
            <p className="mt-4 border-t border-border pt-3 text-sm text-gray-700">
              Overall course progress: <span className="font-semibold text-gray-900">{course.progress}%</span>
            </p>
            {missing.length > 0 && (
              <>
                <h3 id={`missing-${course.id}`} className="mt-3 text-sm font-medium text-gray-900">
                  To reach 100 %
                </h3>
                <ul
                  aria-labelledby={`missing-${course.id}`}
                  className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-gray-700"
                >
                  {missing.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
