import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { PublicLayout } from "@/components/layout/public-layout";
import { useDocumentTitle } from "@/hooks/use-document-title";

export interface FeatureSection {
  title: string;
  text: ReactNode;
  points?: readonly string[];
}

/** Shared layout of the four static feature pages: intro, sections with check lists, call to action. */
export function FeaturePage({
  eyebrow,
  title,
  intro,
  sections,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: readonly FeatureSection[];
}) {
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <Link
            href="/"
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to home
          </Link>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
          <div className="mt-4 text-lg text-gray-700">{intro}</div>
        </div>
      </div>
      <div className="mx-auto max-w-4xl space-y-10 px-4 pb-16 sm:px-6">
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={slug(section.title)}>
            <h2 id={slug(section.title)} className="text-2xl font-semibold text-gray-900">
              {section.title}
            </h2>
            <div className="mt-3 text-gray-700">{section.text}</div>
            {section.points && (
              <ul className="mt-4 space-y-2">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-2 text-gray-700">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <div className="rounded-xl border border-indigo-100 bg-indigo-50 p-6 sm:flex sm:items-center sm:justify-between">
          <p className="font-medium text-gray-900">Try it on your next course.</p>
          <a
            href="/api/login?mode=signup"
            className="mt-4 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:mt-0"
          >
            Get Started
          </a>
        </div>
      </div>
    </PublicLayout>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
