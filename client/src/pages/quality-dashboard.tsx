import { ScreenInProgress } from "./screen-in-progress";

/** /quality-dashboard: the Quality Dashboard screen (SPEC §2). Its own issue replaces this placeholder. */
export default function QualityDashboardPage() {
  return <ScreenInProgress title="Quality Dashboard" />;
}
