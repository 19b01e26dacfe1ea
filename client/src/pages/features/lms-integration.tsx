import { FeaturePage } from "./feature-page";

/** /features/lms-integration */
export default function LmsIntegrationFeaturePage() {
  return (
    <FeaturePage
      eyebrow="Feature"
      title="LMS Integration"
      intro="Keep working in the learning management system your institution already runs. Bring existing courses into Coursewright, improve them, and take them back."
      sections={[
        {
          title: "Connect Canvas and Blackboard",
          text: "Connect with your institution's base URL and an access token generated in your LMS profile. Coursewright lists your LMS courses so you can import one or several at once.",
          points: [
            "Canvas: modules, pages, files and quizzes are imported through the Canvas REST API",
            "Blackboard Learn: course content and assessments through the Blackboard REST API",
            "Access tokens are never written to logs",
          ],
        },
        {
          title: "IMS Common Cartridge export",
          text: "Export any course as an IMS Common Cartridge (.imscc) package, the open standard that Canvas, Blackboard, Moodle and D2L Brightspace all import, so your course is never locked into one platform.",
        },
        {
          title: "Full structure, not just a title",
          text: "Imports bring modules and lessons across: pages become text lessons with their content, videos keep their links, and quizzes and assignments become assessments you can score for quality.",
        },
      ]}
    />
  );
}
