import { Badge, type BadgeProps } from "@/components/ui/badge";

const LEVEL_VARIANT: Record<string, BadgeProps["variant"]> = {
  beginner: "success",
  intermediate: "warning",
  advanced: "danger",
};

/** A course's difficulty level: beginner green, intermediate yellow, advanced red, else grey (SPEC §4). */
export function LevelBadge({ level }: { level: string | null | undefined }) {
  const value = level ?? "";
  return (
    <Badge variant={LEVEL_VARIANT[value] ?? "neutral"} className="capitalize">
      {value || "Unspecified"}
    </Badge>
  );
}
