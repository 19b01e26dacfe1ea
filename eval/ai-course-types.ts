/** The shape of an evaluation course, and lesson HTML from paragraphs. */
export interface EvalCourse {
  slug: string;
  discipline: string;
  title: string;
  description: string;
  level: "beginner" | "intermediate" | "advanced";
  duration: string;
  /** A topic the description promises and no lesson teaches. */
  plantedGap: string;
  modules: { title: string; description: string; lesson: { title: string; html: string } }[];
}

/** Lesson HTML from paragraphs. */
export const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join("");
