import type { ReactNode } from "react";
import { Link } from "wouter";
import { BrandLogo } from "@/components/brand-logo";
import { useAuth } from "@/hooks/use-auth";
import { FEATURE_LINKS } from "@/pages/features/feature-links";

const headerLink =
  "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-gray-700 sm:px-3 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Layout of the landing, feature and legal pages: header with Sign In / Get Started (full-page
 * links, the server renders sign-in), main, and a footer with the legal links. Signed-in visitors
 * get a link back to their dashboard instead.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
          <Link href="/" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <BrandLogo />
            <span className="sr-only">, home</span>
          </Link>
          <nav aria-label="Primary" className="flex items-center gap-1 sm:gap-2">
            {/* A plain anchor: wouter routes by path and would not scroll to the section. */}
            <a href="/#features" className={`${headerLink} hidden md:inline-flex`}>
              Features
            </a>
            {isAuthenticated ? (
              <Link
                href="/dashboard"
                className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                Go to Dashboard
              </Link>
            ) : (
              <>
                <a href="/api/login" className={headerLink}>
                  Sign In
                </a>
                <a
                  href="/api/login?mode=signup"
                  className="inline-flex h-10 items-center whitespace-nowrap rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                >
                  Get Started
                </a>
              </>
            )}
          </nav>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-border bg-gray-50">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3 lg:px-8">
          <div>
            <BrandLogo />
            <p className="mt-3 max-w-xs text-sm text-gray-600">
              AI-assisted course authoring for higher education, accessible by design.
            </p>
          </div>
          <nav aria-label="Features">
            <p className="text-sm font-semibold text-gray-900">Features</p>
            <ul className="mt-3 space-y-2">
              {FEATURE_LINKS.map((f) => (
                <li key={f.href}>
                  <Link
                    href={f.href}
                    className="text-sm text-gray-700 underline-offset-4 hover:text-gray-900 hover:underline"
                  >
                    {f.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Legal">
            <p className="text-sm font-semibold text-gray-900">Legal</p>
            <ul className="mt-3 space-y-2">
              <li>
                <Link
                  href="/privacy-policy"
                  className="text-sm text-gray-700 underline-offset-4 hover:text-gray-900 hover:underline"
                >
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link
                  href="/terms-of-service"
                  className="text-sm text-gray-700 underline-offset-4 hover:text-gray-900 hover:underline"
                >
                  Terms of Service
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <div className="border-t border-border">
          <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-gray-600 sm:px-6 lg:px-8">
            © {new Date().getFullYear()} Coursewright. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}
