ALTER TABLE "courses" ADD COLUMN "quality_grade" text;--> statement-breakpoint
-- Backfill: the grade of each course's latest analysis while the course has not changed since
-- (thresholds of server/services/quality/scoring.ts GRADE_THRESHOLDS: A 90, B 80, C 70, D 60).
UPDATE "courses" AS c
SET "quality_grade" = CASE
  WHEN s."overall_score" >= 90 THEN 'A'
  WHEN s."overall_score" >= 80 THEN 'B'
  WHEN s."overall_score" >= 70 THEN 'C'
  WHEN s."overall_score" >= 60 THEN 'D'
  ELSE 'F'
END
FROM (
  SELECT DISTINCT ON ("course_id") "course_id", "overall_score", "last_analyzed"
  FROM "course_quality_scores"
  ORDER BY "course_id", "last_analyzed" DESC, "id" DESC
) AS s
WHERE s."course_id" = c."id" AND c."updated_at" <= s."last_analyzed";
