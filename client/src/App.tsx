import { lazy, Suspense, useEffect } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Redirect, Route, Switch } from "wouter";
import { AccessibilitySettingsPanel, RouteAnnouncer } from "@/components/accessibility-settings";
import { AppLayout } from "@/components/layout/app-layout";
import { PublicLayout } from "@/components/layout/public-layout";
import { LoadingScreen } from "@/components/loading-screen";
import { ScrollToTop } from "@/components/scroll-to-top";
import { SkipLink } from "@/components/skip-link";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useAuth } from "@/hooks/use-auth";
import { queryClient } from "@/lib/query-client";
import CreateCoursePage from "@/pages/create-course";
import DashboardPage from "@/pages/dashboard/dashboard";
import AccessibilityCompliancePage from "@/pages/features/accessibility-compliance";
import AiCourseBuilderPage from "@/pages/features/ai-course-builder";
import LmsIntegrationFeaturePage from "@/pages/features/lms-integration";
import QualityAssurancePage from "@/pages/features/quality-assurance";
import LandingPage from "@/pages/landing";
import MyCoursesPage from "@/pages/my-courses";
import NotFoundPage from "@/pages/not-found";
import PrivacyPolicyPage from "@/pages/privacy-policy";
import TemplatesPage from "@/pages/templates";
import TermsOfServicePage from "@/pages/terms-of-service";

// The heavier signed-in screens (editor with TipTap and dnd-kit, charts, LMS) load on first visit,
// so the landing page and the Dashboard do not wait for them.
const CourseEditorPage = lazy(() => import("@/pages/course-editor"));
const CourseQualityPage = lazy(() => import("@/pages/quality/course"));
const LmsIntegrationPage = lazy(() => import("@/pages/lms-integration"));
const QualityDashboardPage = lazy(() => import("@/pages/quality/dashboard"));
const QualityReportsPage = lazy(() => import("@/pages/quality/reports"));
const SettingsPage = lazy(() => import("@/pages/account/settings"));
const ActivityPage = lazy(() => import("@/pages/account/activity"));

/** Static pages every visitor can open, signed in or not (SPEC §2). They bring their own layout. */
function PublicPageRoutes() {
  return (
    <>
      <Route path="/features/ai-course-builder" component={AiCourseBuilderPage} />
      <Route path="/features/accessibility-compliance" component={AccessibilityCompliancePage} />
      <Route path="/features/lms-integration" component={LmsIntegrationFeaturePage} />
      <Route path="/features/quality-assurance" component={QualityAssurancePage} />
      <Route path="/privacy-policy" component={PrivacyPolicyPage} />
      <Route path="/terms-of-service" component={TermsOfServicePage} />
    </>
  );
}

/** Paths of the signed-in app (the routes of SignedInRoutes below), for signed-out deep links. */
const APP_PATH =
  /^\/(dashboard|create-course|my-courses|templates|lms-integration|quality-dashboard(\/reports)?|course(\/\d+(\/quality)?)?|settings|activity)\/?$/;

/**
 * A signed-out visit to an app page (an expired session, a bookmark of /course/1) goes to the
 * sign-in page, which brings the user back here afterwards (issue #9). A full navigation: the
 * sign-in page is served by the server.
 */
function RedirectToSignIn() {
  useEffect(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.replace(`/api/login?returnTo=${encodeURIComponent(here)}`);
  }, []);
  return <LoadingScreen />;
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      {PublicPageRoutes()}
      <Route path={APP_PATH} component={RedirectToSignIn} />
      <Route>
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      </Route>
    </Switch>
  );
}

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

/** Chooses the route set from the authentication state; a spinner while it is unknown (SPEC §2, §4). */
function Router() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated) return <SignedOutRoutes />;
  return (
    <>
      <SignedInRoutes />
      <AccessibilitySettingsPanel />
    </>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <SkipLink />
        <Router />
        <RouteAnnouncer />
        <ScrollToTop />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
