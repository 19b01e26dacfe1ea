/**
 * Zod schemas of every AI response (DESIGN.md §3 "AI"). They live in common/ai-schemas.ts so the
 * client shares them; this module re-exports them for the service's own imports.
 */
export * from "../../../common/ai-schemas.ts";
