import { Link, useLocation } from "wouter";
import { useQuery } from "@tanstack/react-query";
import {
  BookOpen,
  ClipboardCheck,
  History,
  LayoutDashboard,
  LayoutTemplate,
  LogOut,
  PlusCircle,
  RefreshCw,
  Settings,
  type LucideIcon,
} from "lucide-react";
import type { User } from "@common/schemas";
import { BrandLogo } from "@/components/brand-logo";
import { useAuth } from "@/hooks/use-auth";
import { api, queryKeys } from "@/lib/api";
import { cn } from "@/lib/utils";

interface NavEntry {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Extra paths at which the entry counts as the current page. */
  alsoActiveAt?: string[];
  /** Sub-pages that belong to the entry (e.g. a course's editor belongs to My Courses). */
  alsoActiveFor?: RegExp;
}

/** Sidebar entries in SPEC §2's order. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: "Dashboard", href: "/dashboard", icon: LayoutDashboard, alsoActiveAt: ["/"] },
  { label: "Create Course", href: "/create-course", icon: PlusCircle },
  { label: "My Courses", href: "/my-courses", icon: BookOpen, alsoActiveFor: /^\/course\/\d+$/ },
  { label: "Templates", href: "/templates", icon: LayoutTemplate },
  { label: "LMS Integration", href: "/lms-integration", icon: RefreshCw },
  {
    label: "Quality Dashboard",
    href: "/quality-dashboard",
    icon: ClipboardCheck,
    alsoActiveFor: /^\/(quality-dashboard\/reports|course\/\d+\/quality)$/,
  },
];

/** The account's own pages, under the user's name (issue #15). */
const ACCOUNT_LINKS: readonly { label: string; href: string; icon: LucideIcon }[] = [
  { label: "Account settings", href: "/settings", icon: Settings },
  { label: "Your activity", href: "/activity", icon: History },
];

/** First letter of first and last name, 'U' when neither is known (SPEC §2). */
export function userInitials(user: Pick<User, "firstName" | "lastName"> | null | undefined): string {
  const initials = `${user?.firstName?.trim().charAt(0) ?? ""}${user?.lastName?.trim().charAt(0) ?? ""}`;
  return initials ? initials.toUpperCase() : "U";
}

/** "First Last", 'User' when neither is known (SPEC §2). */
export function userFullName(user: Pick<User, "firstName" | "lastName"> | null | undefined): string {
  const name = [user?.firstName, user?.lastName].filter((part) => part && part.trim()).join(" ");
  return name || "User";
}

/**
 * The signed-in navigation: brand, the six entries, and the user with a Sign out button (a form POST).
 * `onNavigate` lets the mobile drawer close when an entry is chosen.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const { user: authUser } = useAuth();
  // The sidebar reads GET /api/user (SPEC §7); the auth user fills in until it answers.
  const { data: profile } = useQuery({ queryKey: queryKeys.user, queryFn: api.auth.user });
  const user = profile ?? authUser;

  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex h-16 shrink-0 items-center border-b border-border px-6">
        <Link
          href="/dashboard"
          onClick={onNavigate}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandLogo />
          <span className="sr-only">, go to Dashboard</span>
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {NAV_ENTRIES.map((entry) => {
            const active =
              location === entry.href ||
              (entry.alsoActiveAt?.includes(location) ?? false) ||
              (entry.alsoActiveFor?.test(location) ?? false);
            const Icon = entry.icon;
            return (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    active ? "bg-indigo-50 text-indigo-800" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
                  )}
                >
                  <Icon
                    className={cn("size-5 shrink-0", active ? "text-indigo-700" : "text-gray-600")}
                    aria-hidden="true"
                  />
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="shrink-0 border-t border-border p-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white"
          >
            {userInitials(user)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-gray-900">{userFullName(user)}</p>
            {user?.email && <p className="truncate text-xs text-gray-600">{user.email}</p>}
          </div>
        </div>
        <nav aria-label="Account" className="mt-3 flex flex-col">
          {ACCOUNT_LINKS.map(({ label, href, icon: Icon }) => (
            <Link
              key={href}
              href={href}
              onClick={onNavigate}
              aria-current={location === href ? "page" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                location === href && "bg-indigo-50 text-indigo-800",
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          ))}
        </nav>
        {/* Signing out changes state, so it is a POST (the server refuses cross-site ones). */}
        <form method="post" action="/api/logout">
          <button
            type="submit"
            className="mt-3 flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </button>
        </form>
      </div>
    </div>
  );
}
