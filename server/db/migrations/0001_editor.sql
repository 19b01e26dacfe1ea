-- One learning objective per row (docs/decisions/0003-one-row-per-objective.md). Rows written
-- before this migration hold a list in "objectives": they are split into one row per entry.
ALTER TABLE "learning_objectives" ADD COLUMN "text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_objectives" ADD COLUMN "order_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_objectives" ADD COLUMN "bloom_level" text;--> statement-breakpoint
INSERT INTO "learning_objectives" ("course_id", "objectives", "generated_by", "text", "order_index")
SELECT lo."course_id", jsonb_build_array(e.value), lo."generated_by", e.value #>> '{}', (e.ordinality - 1)::integer
FROM "learning_objectives" lo, jsonb_array_elements(CASE WHEN jsonb_typeof(lo."objectives") = 'array' THEN lo."objectives" ELSE '[]'::jsonb END) WITH ORDINALITY AS e(value, ordinality)
WHERE lo."text" = '';--> statement-breakpoint
DELETE FROM "learning_objectives" WHERE "text" = '';--> statement-breakpoint
ALTER TABLE "learning_objectives" ALTER COLUMN "text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "templates" SET "slug" = 'template-' || "id" WHERE "slug" IS NULL;--> statement-breakpoint
ALTER TABLE "templates" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_slug_unique" UNIQUE("slug");
