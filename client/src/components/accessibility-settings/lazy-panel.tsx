/**
 * The accessibility settings panel, loaded after the first paint (issue #13): its popover, switches
 * and font-size select are about 25 KB gzip that the Dashboard's first render does not need. The
 * chunk starts loading with the first render; until it arrives a stand-in button sits in the same
 * place, and a click on it opens the panel as soon as it has loaded. The settings themselves are
 * applied before the first paint by public/a11y-boot.js.
 */
import { lazy, Suspense, useState } from "react";
import { Accessibility } from "lucide-react";

import { SETTINGS_TRIGGER_CLASS } from "./trigger-class";

const Panel = lazy(() =>
  import("./accessibility-settings-panel").then((m) => ({ default: m.AccessibilitySettingsPanel })),
);

/** The floating "Accessibility settings" button and its panel (SPEC §2), for signed-in screens. */
export function LazyAccessibilitySettingsPanel() {
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const standIn = (
    <>
      <div aria-hidden="true" className="h-20" />
      <button
        type="button"
        aria-label="Accessibility settings"
        aria-expanded={false}
        className={SETTINGS_TRIGGER_CLASS}
        onClick={() => setOpenWhenLoaded(true)}
      >
        <Accessibility className="size-6" aria-hidden="true" />
      </button>
    </>
  );
  return (
    <Suspense fallback={standIn}>
      <Panel defaultOpen={openWhenLoaded} />
    </Suspense>
  );
}
