import { cn } from "@/lib/utils";

/** The Coursewright mark (a mortarboard on an indigo tile) and name. Decorative: the name is the text. */
export function BrandLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? "#ffffff" : "#4F46E5"} />
        <path d="M9 11.5 16 8l7 3.5-7 3.5-7-3.5Z" fill={inverted ? "#4F46E5" : "#ffffff"} />
        <path d="M11 14.5v4.5c0 1.7 2.2 3 5 3s5-1.3 5-3v-4.5l-5 2.5-5-2.5Z" fill={inverted ? "#818CF8" : "#C7D2FE"} />
        <path d="M23 11.5v6" stroke={inverted ? "#4F46E5" : "#ffffff"} strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span className={cn("text-lg font-bold tracking-tight", inverted ? "text-white" : "text-gray-900")}>
        Coursewright
      </span>
    </span>
  );
}
