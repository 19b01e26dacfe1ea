import { FeaturePage } from "./feature-page";

/** /features/ai-course-builder */
export default function AiCourseBuilderPage() {
  return (
    <FeaturePage
      eyebrow="Feature"
      title="AI Course Builder"
      intro="Turn a course idea into a structured draft: modules, measurable learning objectives, lesson outlines and assessment questions, ready for you to review and refine."
      sections={[
        {
          title: "Learning objectives that can be measured",
          text: "The assistant writes objectives with action verbs from Bloom's taxonomy, matched to your course level, so every objective says what a student will be able to do.",
          points: [
            "Beginner courses lean on remember, understand and apply verbs such as define, explain and use",
            "Advanced courses reach analyse, evaluate and create verbs such as critique, justify and design",
            'Vague verbs like "know" or "learn about" are flagged and rewritten',
          ],
        },
        {
          title: "Quiz questions and activity ideas",
          text: "Generate five quiz questions for any module, aligned to its objectives, and save them straight into the course as an assessment you can edit.",
          points: [
            "Multiple-choice questions with plausible distractors and an explained answer",
            "Activity ideas for discussion, practice and reflection",
            "Content suggestions ranked by priority, plus pedagogical insights on pacing and assessment coverage",
          ],
        },
        {
          title: "Works offline, or with the model you choose",
          text: "A built-in offline engine works with no external service and no student data leaving your servers. Institutions that want a large language model can connect any OpenAI-compatible endpoint, including self-hosted ones; every result says which engine produced it.",
        },
      ]}
    />
  );
}
