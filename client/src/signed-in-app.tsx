/**
 * The signed-in app: its layout and the Dashboard, loaded as one chunk after sign-in so the landing
 * page does not download them (issue #13: landing JS at most 150 KB gzip); every other screen loads
 * on first visit, so the Dashboard runs only its own code.
 */
import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { LazyAccessibilitySettingsPanel } from "@/components/accessibility-settings/lazy-panel";
import { AppLayout } from "@/components/layout/app-layout";
import { Toaster } from "@/components/ui/toaster";
import DashboardPage from "@/pages/dashboard/dashboard";
import NotFoundPage from "@/pages/not-found";
import { PublicPageRoutes } from "./public-routes";

const CreateCoursePage = lazy(() => import("@/pages/create-course"));
const MyCoursesPage = lazy(() => import("@/pages/my-courses"));
const TemplatesPage = lazy(() => import("@/pages/templates"));
const CourseEditorPage = lazy(() => import("@/pages/course-editor"));
const CourseQualityPage = lazy(() => import("@/pages/quality/course"));
const LmsIntegrationPage = lazy(() => import("@/pages/lms-integration"));
const QualityDashboardPage = lazy(() => import("@/pages/quality/dashboard"));
const QualityReportsPage = lazy(() => import("@/pages/quality/reports"));
const SettingsPage = lazy(() => import("@/pages/account/settings"));
const ActivityPage = lazy(() => import("@/pages/account/activity"));

/** Shown inside the layout while a lazily loaded screen arrives. */
function PageLoading() {
  return (
    <p role="status" className="py-12 text-center text-gray-700">
      Loading...
    </p>
  );
}

function SignedInRoutes() {
  return (
    <Switch>
      {PublicPageRoutes()}
      <Route>
        <AppLayout>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              <Route path="/" component={DashboardPage} />
              <Route path="/dashboard" component={DashboardPage} />
              <Route path="/create-course" component={CreateCoursePage} />
              <Route path="/my-courses" component={MyCoursesPage} />
              <Route path="/templates" component={TemplatesPage} />
              <Route path="/lms-integration" component={LmsIntegrationPage} />
              <Route path="/quality-dashboard" component={QualityDashboardPage} />
              <Route path="/quality-dashboard/reports" component={QualityReportsPage} />
              <Route path="/course/:courseId/quality" component={CourseQualityPage} />
              <Route path="/settings" component={SettingsPage} />
              <Route path="/activity" component={ActivityPage} />
              <Route path="/course/:courseId" component={CourseEditorPage} />
              {/* SPEC §2: the editor without a course id goes to the dashboard. */}
              <Route path="/course">
                <Redirect to="/dashboard" replace />
              </Route>
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </AppLayout>
      </Route>
    </Switch>
  );
}

/** The signed-in routes, the accessibility settings panel and the toasts (only signed-in screens toast). */
export default function SignedInApp() {
  return (
    <>
      <SignedInRoutes />
      <LazyAccessibilitySettingsPanel />
      <Toaster />
    </>
  );
}
