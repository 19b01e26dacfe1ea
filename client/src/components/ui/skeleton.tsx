import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** A grey placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-gray-200", className)} {...props} />;
}
