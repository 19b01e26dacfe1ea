/**
 * The one interface every AI engine implements (DESIGN.md §3 "AI"): the offline engine
 * (`offline/`), the OpenAI-compatible LLM provider (`openai-compatible.ts`) and the fallback
 * wrapper (`with-offline-fallback.ts`). Routes call these methods and return the result as is.
 * No method takes user data: inputs are course content only.
 */
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import type { CourseLevel } from "../../../common/schemas.ts";
import type {
  ActivitiesResult,
  InsightsResult,
  ObjectivesResult,
  OutlineResult,
  QuizResult,
  SuggestionsResult,
} from "./schemas.ts";

export type { CourseLevel };

export interface GenerateObjectivesInput {
  courseTitle: string;
  courseDescription: string;
  level: CourseLevel;
  /** How many objectives to return (default 5, clamped to 1-12). */
  count?: number;
  /** Objectives the course already has: never repeated, their concepts used last. */
  existing?: string[];
  /** Lesson text (plain text) to draw concepts from, besides title and description. */
  lessonText?: string;
  /**
   * The course's modules: title and lesson text (plain) each, so an LLM sees every module, not one
   * cut blob; and the module's description where it has one (the offline engine reads it as the
   * module's objective, objective-descriptions.ts), and its lessons' titles (a lesson titled with a
   * skill, "Calculating an interim payment", names what the module trains: objective-titles.ts).
   */
  modules?: { title: string; text: string; description?: string; lessonTitles?: string[] }[];
}

export interface ContentSuggestionsInput {
  course: CourseSnapshot;
  /**
   * The course holds only the titles and descriptions a client sent (no courseId): nothing is
   * known of its lessons, objectives or assessments, so no suggestion may claim anything about them.
   */
  outlineOnly?: boolean;
  /** The course's stored progress, 0-100. */
  currentProgress?: number;
}

export interface PedagogicalInsightsInput {
  title: string;
  level: CourseLevel;
  /** Free text such as '8 weeks' (SPEC §3); null or '' means self-paced. */
  duration: string | null;
  moduleCount: number;
  hasAssessments: boolean;
  /** The whole course, when the caller has it: insights then look at objectives and lessons too. */
  course?: CourseSnapshot;
}

export interface GenerateQuizInput {
  moduleTitle: string;
  moduleDescription: string;
  /** Number of questions wanted (default 5, SPEC §9; clamped to 1-20). */
  questionCount?: number;
  /** The module's lesson text (plain text): every question is drawn from it. */
  lessonText: string;
  /** The course's level: sets the Bloom target of the questions. */
  level?: CourseLevel;
  /** Source sentences of questions already shown: drawn on last ("Generate again"). */
  avoid?: string[];
  /** The course's objectives, so each question can name the ones it measures. */
  objectives?: { id: number; text: string }[];
  /** Concepts of the rest of the course, used as distractors. */
  otherConcepts?: string[];
}

export interface ActivityIdeasInput {
  course: CourseSnapshot;
  /** Ideas for this module only; the whole course when absent. */
  moduleId?: number;
  /** How many ideas (default 3, clamped to 1-8). */
  count?: number;
}

export interface CourseOutlineInput {
  title: string;
  description: string;
  level: CourseLevel;
  /** Free text such as '8 weeks'; about one module per week, 4-8 modules. */
  duration: string | null;
}

/** An AI engine. Every result carries `provider` naming the engine that produced it. */
export interface AiProvider {
  /** Measurable learning objectives ("Students will be able to <Bloom verb> ..."). */
  generateObjectives(input: GenerateObjectivesInput): Promise<ObjectivesResult>;
  /** Suggestions for the author, from the course's real gaps, most severe first. */
  contentSuggestions(input: ContentSuggestionsInput): Promise<SuggestionsResult>;
  /** Teaching recommendations with their expected impact. */
  pedagogicalInsights(input: PedagogicalInsightsInput): Promise<InsightsResult>;
  /** Quiz questions drawn from the module's own text. */
  generateQuiz(input: GenerateQuizInput): Promise<QuizResult>;
  /** Learning activities built on the module's (or course's) concepts. */
  activityIdeas(input: ActivityIdeasInput): Promise<ActivitiesResult>;
  /** A starter course structure: modules with lessons and starter HTML, plus objectives. */
  courseOutline(input: CourseOutlineInput): Promise<OutlineResult>;
}
