import { PageHeader } from "@/components/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** A signed-in screen whose own issue has not landed yet: its SPEC title and one honest line. */
export function ScreenInProgress({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-gray-700">
        This screen is being built.
      </p>
    </>
  );
}
