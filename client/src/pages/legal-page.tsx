import type { ReactNode } from "react";
import { PublicLayout } from "@/components/layout/public-layout";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** Shared layout of the privacy policy and terms of service: a readable single column. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-gray-600">Last updated: {updated}</p>
        <div className="mt-8 space-y-8 text-gray-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
          {children}
        </div>
      </article>
    </PublicLayout>
  );
}
