import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Each category's badge colours; every pair is a -800 text on a -100 fill (>= 4.5:1). */
const CATEGORY_STYLES: Record<string, string> = {
  corporate: "bg-blue-100 text-blue-800",
  online: "bg-violet-100 text-violet-800",
  workshop: "bg-orange-100 text-orange-900",
  academic: "bg-green-100 text-green-800",
};

/** "online" -> "Online". */
export function categoryLabel(category: string): string {
  return category ? category.charAt(0).toUpperCase() + category.slice(1) : "Uncategorised";
}

/** A template's category, styled per category (SPEC §2 "Templates"); unknown ones are grey. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <Badge variant="neutral" className={cn(CATEGORY_STYLES[category], className)}>
      {categoryLabel(category)}
    </Badge>
  );
}
