import { POLICY } from "@common/constants";
import { FeaturePage } from "./feature-page";

/** /features/accessibility-compliance */
export default function AccessibilityCompliancePage() {
  return (
    <FeaturePage
      eyebrow="Feature"
      title="Accessibility Compliance"
      intro="Every student deserves a course they can use. Coursewright checks your lesson content against WCAG 2.1 Level AA while you write, not after a complaint."
      sections={[
        {
          title: "WCAG 2.1 AA checks powered by axe-core",
          text: "Lesson content is tested with axe-core, the industry-standard accessibility engine, using the WCAG 2.1 A and AA rule sets. Each issue names the success criterion it fails and how to fix it.",
          points: [
            "Images without alternative text, or with unhelpful alt text like a file name",
            "Headings that skip levels, empty links and tables without headers",
            `Text colour contrast below ${POLICY.contrastRatio} (3:1 for large text)`,
          ],
        },
        {
          title: "Captions and media",
          text: "Video lessons record whether captions are provided, and uncaptioned videos are flagged before the course is published, so deaf and hard-of-hearing students are not left out.",
        },
        {
          title: "An accessible authoring tool, too",
          text: "The Coursewright interface itself is tested with the same rules: full keyboard operation, visible focus, screen-reader labels, and personal settings for high contrast, font size and reduced motion.",
        },
      ]}
    />
  );
}
