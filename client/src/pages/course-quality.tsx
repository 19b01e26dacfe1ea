import { ScreenInProgress } from "./screen-in-progress";

/** /course/:id/quality: a course's quality rules and fixes (DESIGN.md §3). Being built by the quality issue. */
export default function CourseQualityPage() {
  return <ScreenInProgress title="Course Quality" />;
}
