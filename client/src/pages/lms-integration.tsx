import { ScreenInProgress } from "./screen-in-progress";

/** /lms-integration: the LMS Integration screen (SPEC §2). Its own issue replaces this placeholder. */
export default function LmsIntegrationPage() {
  return <ScreenInProgress title="LMS Integration" />;
}
