import { lazy, Suspense, useEffect } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch } from "wouter";
import { RouteAnnouncer } from "@/components/accessibility-settings/route-announcer";
import { PublicLayout } from "@/components/layout/public-layout";
import { LoadingScreen } from "@/components/loading-screen";
import { ScrollToTop } from "@/components/scroll-to-top";
import { SkipLink } from "@/components/skip-link";
import { useAuth } from "@/hooks/use-auth";
import { queryClient } from "@/lib/query-client";
import LandingPage from "@/pages/landing";
import NotFoundPage from "@/pages/not-found";
import { PublicPageRoutes } from "./public-routes";

// The signed-in app loads after sign-in, the static pages on first visit: the landing page downloads
// only what it shows (issue #13).
const SignedInApp = lazy(() => import("./signed-in-app"));

/** Paths of the signed-in app (the routes of signed-in-app.tsx), for signed-out deep links. */
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

/** Chooses the route set from the authentication state; a spinner while it is unknown (SPEC §2, §4). */
function Router() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return <Suspense fallback={<LoadingScreen />}>{isAuthenticated ? <SignedInApp /> : <SignedOutRoutes />}</Suspense>;
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      <Router />
      <RouteAnnouncer />
      <ScrollToTop />
    </QueryClientProvider>
  );
}
