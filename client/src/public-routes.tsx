/**
 * The static pages every visitor can open, signed in or not (SPEC §2), each loaded on first visit.
 */
import { lazy } from "react";
import { Route } from "wouter";

const AccessibilityCompliancePage = lazy(() => import("@/pages/features/accessibility-compliance"));
const AiCourseBuilderPage = lazy(() => import("@/pages/features/ai-course-builder"));
const LmsIntegrationFeaturePage = lazy(() => import("@/pages/features/lms-integration"));
const QualityAssurancePage = lazy(() => import("@/pages/features/quality-assurance"));
const PrivacyPolicyPage = lazy(() => import("@/pages/privacy-policy"));
const TermsOfServicePage = lazy(() => import("@/pages/terms-of-service"));

/** Static pages every visitor can open, signed in or not (SPEC §2). They bring their own layout. */
export function PublicPageRoutes() {
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
