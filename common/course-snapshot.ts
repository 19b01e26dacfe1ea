/**
 * A whole course as the domain services see it (quality rules, accessibility checks, the AI
 * engines, LMS and Common Cartridge mapping): plain data, no database handles. Routes load it
 * with one query per table and hand it to the services.
 */
import type { ObjectiveAuthor } from "./editor-schemas.ts";
import type { QuestionType } from "./assessment-schemas.ts";
import type { CourseLevel } from "./schemas.ts";

/** Lesson types (SPEC §3 "Lesson"). */
export type LessonType = "video" | "text" | "assessment";

/** Bloom's taxonomy levels, lowest to highest (Anderson & Krathwohl 2001 revision). */
export const BLOOM_LEVELS = ["remember", "understand", "apply", "analyze", "evaluate", "create"] as const;
export type BloomLevel = (typeof BLOOM_LEVELS)[number];

/** Question types of an assessment (one list, in assessment-schemas.ts; essay included). */
export type { QuestionType };

export interface LessonSnapshot {
  id: number;
  title: string;
  type: LessonType;
  /** Sanitised lesson HTML ('' when empty). */
  contentHtml: string;
  videoUrl: string | null;
  captionsUrl: string | null;
  /** Length in minutes, when known. */
  durationMinutes: number | null;
  orderIndex: number;
}

export interface ModuleSnapshot {
  id: number;
  title: string;
  description: string | null;
  orderIndex: number;
  color: string;
  lessons: LessonSnapshot[];
}

export interface ObjectiveSnapshot {
  id: number;
  /** The objective statement, e.g. "Students will be able to analyze ...". */
  text: string;
  bloomLevel: BloomLevel | null;
  generatedBy: ObjectiveAuthor;
  orderIndex: number;
}

export interface QuestionSnapshot {
  id: string;
  type: QuestionType;
  stem: string;
  options: string[];
  /** The answer key; for an essay, the instructor's grading notes ('' when none). */
  correctAnswer: string;
  feedback?: string;
  /** Ids of the learning objectives this question measures. */
  objectiveIds: number[];
  bloomLevel?: BloomLevel | null;
}

export interface AssessmentSnapshot {
  id: number;
  title: string;
  /** quiz | exam | assignment | practice | discussion | project */
  type: string;
  /** The module it belongs to, if any. */
  moduleId: number | null;
  questions: QuestionSnapshot[];
}

/** A course with everything that hangs off it, modules and lessons in order. */
export interface CourseSnapshot {
  id: number;
  title: string;
  description: string | null;
  /** Free text, e.g. '8 weeks' (SPEC §3). */
  duration: string | null;
  level: CourseLevel;
  modules: ModuleSnapshot[];
  objectives: ObjectiveSnapshot[];
  assessments: AssessmentSnapshot[];
}
