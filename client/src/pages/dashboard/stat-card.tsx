import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

const TONES = {
  indigo: "bg-indigo-50 text-indigo-700",
  green: "bg-green-50 text-green-700",
  blue: "bg-blue-50 text-blue-700",
  amber: "bg-amber-50 text-amber-700",
} as const;

/** One of the Dashboard's four figures. The label comes first in reading order so it is heard first. */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string | number;
  icon: LucideIcon;
  tone: keyof typeof TONES;
}) {
  return (
    <Card className="flex items-center justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-600">{label}</p>
        <p className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">{value}</p>
      </div>
      <span className={cn("hidden size-12 shrink-0 items-center justify-center rounded-lg sm:flex", TONES[tone])}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card className="flex items-center justify-between p-4 sm:p-5">
      <div className="space-y-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-12" />
      </div>
      <Skeleton className="hidden size-12 rounded-lg sm:block" />
    </Card>
  );
}
