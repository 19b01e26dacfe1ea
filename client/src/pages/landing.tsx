import { Link } from "wouter";
import { ArrowRight, Building2, CheckCircle2, Library, Lock } from "lucide-react";
import { POLICY } from "@common/constants";
import { PublicLayout } from "@/components/layout/public-layout";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { FEATURE_LINKS } from "./features/feature-links";

const LMS_VENDORS = ["Canvas", "Blackboard", "Moodle", "D2L Brightspace"] as const;

const QUALITY_DIMENSIONS = [
  "Structure",
  "Objectives",
  "Assessment",
  "Engagement",
  "Accessibility",
  "Pedagogy",
] as const;

const TRUST_POINTS = [
  {
    icon: Lock,
    title: "Security and privacy",
    text: "Built to SOC 2 Type II controls, with FERPA and GDPR readiness: role-based access control, audit trails and data retention policies.",
  },
  {
    icon: Library,
    title: "Template library",
    text: "Start from proven course structures for academic, online, workshop and corporate formats, then make them your own.",
  },
  {
    icon: Building2,
    title: "Institutional licensing",
    text: "One licence for a department or a whole university, with single sign-on through your identity provider.",
  },
] as const;

/** The signed-out home page: what Coursewright does, with Sign In and Get Started (SPEC §2). */
export default function LandingPage() {
  useDocumentTitle("");
  return (
    <PublicLayout>
      <HeroSection />

      <FeaturesSection />

      <QualitySection />

      <InstitutionsSection />

      <CallToActionSection />
    </PublicLayout>
  );
}

/** The hero: what Coursewright is, with Get Started and Sign In. */
function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
          AI-assisted course authoring for higher education
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl"
        >
          Build accessible, high-quality courses in a fraction of the time
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-700">
          Coursewright helps instructors and instructional designers plan courses, write measurable learning objectives,
          check every lesson for WCAG 2.1 AA accessibility and publish to the LMS their institution already uses.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            href="/api/login?mode=signup"
            className="inline-flex h-11 items-center gap-2 rounded-md bg-primary px-6 text-base font-medium text-white shadow-sm hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            Get Started
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
          <a
            href="/api/login"
            className="inline-flex h-11 items-center rounded-md border border-gray-300 bg-white px-6 text-base font-medium text-gray-900 shadow-sm hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            Sign In
          </a>
        </div>
        <p className="mt-6 text-sm text-gray-600">
          Works with {LMS_VENDORS.join(", ").replace(/, ([^,]*)$/, " and $1")}.
        </p>
      </div>
    </section>
  );
}

/** The four features, each linking to its page. */
function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-4 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-gray-900">
          Everything a course team needs
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-gray-700">
          From the first outline to the published course, every step is assisted, checked and measurable.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_LINKS.map((feature) => {
            const Icon = feature.icon;
            return (
              <li key={feature.href} className="flex flex-col rounded-xl border border-border bg-white p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-gray-900">{feature.title}</h3>
                <p className="mt-2 flex-1 text-sm text-gray-700">{feature.summary}</p>
                <Link
                  href={feature.href}
                  className="mt-4 inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Learn more<span className="sr-only"> about {feature.title}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The six quality dimensions and the WCAG 2.1 AA check. */
function QualitySection() {
  return (
    <section aria-labelledby="quality-title" className="bg-gray-50 py-16">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="quality-title" className="text-3xl font-bold tracking-tight text-gray-900">
            Quality you can measure
          </h2>
          <p className="mt-4 text-gray-700">
            Every course is scored on six quality dimensions and given an A-F grade, using rules modelled on Quality
            Matters and OSCQR. Each failed rule comes with a concrete fix, so you know exactly what to improve before
            students see the course.
          </p>
          <p className="mt-4 text-gray-700">
            Accessibility is part of the score: lesson content is checked against WCAG 2.1 AA, including a{" "}
            {POLICY.contrastRatio} contrast ratio for text, alternative text for images and captions for video.
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {QUALITY_DIMENSIONS.map((dimension) => (
            <li
              key={dimension}
              className="flex items-center gap-2 rounded-lg border border-border bg-white px-4 py-3 text-sm font-medium text-gray-900"
            >
              <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden="true" />
              {dimension}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** What an institution needs to know: privacy, accessibility, integration. */
function InstitutionsSection() {
  return (
    <section aria-labelledby="institutions-title" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="institutions-title" className="text-center text-3xl font-bold tracking-tight text-gray-900">
          Ready for your institution
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TRUST_POINTS.map((point) => {
            const Icon = point.icon;
            return (
              <li key={point.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
                <Icon className="size-6 text-indigo-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold text-gray-900">{point.title}</h3>
                <p className="mt-2 text-sm text-gray-700">{point.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The closing call to sign up. */
function CallToActionSection() {
  return (
    <section aria-labelledby="cta-title" className="bg-primary py-14">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-2xl font-bold text-white sm:text-3xl">
          Start your next course today
        </h2>
        <p className="mt-3 text-indigo-50">Create an account in a minute. Your first course is a few clicks away.</p>
        <a
          href="/api/login?mode=signup"
          className="mt-6 inline-flex h-11 items-center rounded-md bg-white px-6 text-base font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-primary"
        >
          Create your account
        </a>
      </div>
    </section>
  );
}
