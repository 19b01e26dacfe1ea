/**
 * A whole course as the domain services see it (quality rules, accessibility checks, the AI
 * engines, LMS and Common Cartridge mapping): plain data, no database handles. Routes load it
 * with one query per table and hand it to the services.
 */
import type { BloomLevel, ObjectiveAuthor } from "./editor-schemas.ts";
import type { Question, QuestionType } from "./assessment-schemas.ts";
import type { LessonSnapshot } from "./lesson.ts";
import type { CourseLevel } from "./schemas.ts";

export { BLOOM_LEVELS, type BloomLevel } from "./editor-schemas.ts";
export type { LessonSnapshot, LessonType } from "./lesson.ts";

/** Question types of an assessment (one list, in assessment-schemas.ts; essay included). */
export type { QuestionType };

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

/** A question in a course snapshot: the stored question (assessment-schemas.ts). */
export type QuestionSnapshot = Question;

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
