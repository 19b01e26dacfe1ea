import { Link } from "wouter";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** 'Page Not Found' for unknown paths (SPEC §2, §8). The caller wraps it in the right layout. */
export default function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">Page Not Found</h1>
      <p className="mt-3 text-gray-700">The page you are looking for does not exist or has moved.</p>
      <Link
        href="/"
        className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        Go to the home page
      </Link>
    </div>
  );
}
