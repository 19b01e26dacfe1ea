import { FeaturePage } from "./feature-page";

/** /features/quality-assurance */
export default function QualityAssurancePage() {
  return (
    <FeaturePage
      eyebrow="Feature"
      title="Quality Assurance"
      intro="Know how ready a course is before students see it. Coursewright scores each course against explicit, published rules and tells you exactly what to fix."
      sections={[
        {
          title: "Six quality dimensions",
          text: "Each dimension is the weighted pass rate of its rules, from 0 to 100; the overall score is their mean.",
          points: [
            "Structure: modules with overviews, a consistent sequence and lessons in every module",
            "Objectives: measurable objectives written with Bloom's taxonomy verbs",
            "Assessment: assessments that exist and align with the stated objectives",
            "Engagement: variety of media and activities across the course",
            "Accessibility: lesson content that meets WCAG 2.1 AA",
            "Pedagogy: alignment between objectives, content and assessment",
          ],
        },
        {
          title: "A-F grades mapped to recognised standards",
          text: "Scores translate into letter grades: A at 90 or above, B at 80, C at 70, D at 60 and F below. The rules are modelled on the Quality Matters Higher Education Rubric and the SUNY OSCQR rubric, so a grade means the same thing to every reviewer.",
        },
        {
          title: "A dashboard for the whole portfolio",
          text: "The quality dashboard shows every course's score and grade, highlights the courses that need attention, and lets you re-analyse after each round of improvements.",
        },
      ]}
    />
  );
}
