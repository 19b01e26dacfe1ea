import { ScreenInProgress } from "./screen-in-progress";

/** /templates: the Templates screen (SPEC §2). Its own issue replaces this placeholder. */
export default function TemplatesPage() {
  return <ScreenInProgress title="Templates" />;
}
