import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Popover, Switch } from "radix-ui";
import { Accessibility, X } from "lucide-react";
import {
  FONT_SIZES,
  FONT_SIZE_LABELS,
  type AccessibilitySettings,
  type FontSize,
} from "@common/accessibility-settings";
import { Label } from "@/components/ui/label";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { SETTINGS_TRIGGER_CLASS } from "./trigger-class";
import { useAccessibilitySettings } from "./use-accessibility-settings";

type SwitchKey = Exclude<keyof AccessibilitySettings, "fontSize">;

const SWITCHES: { key: SwitchKey; label: string; hint: string }[] = [
  { key: "highContrast", label: "High Contrast", hint: "Black text on white, dark borders and underlined links." },
  { key: "reducedMotion", label: "Reduce Motion", hint: "Turns off animations and transitions." },
  {
    key: "screenReader",
    label: "Screen Reader Mode",
    hint: "Announces each page you open and keeps messages on screen until you close them.",
  },
  {
    key: "keyboardNavigation",
    label: "Enhanced Keyboard Navigation",
    hint: "A strong focus outline on every control and a prominent skip link.",
  },
];

function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-gray-500 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}

/**
 * The floating "Accessibility settings" button (bottom-right from lg up, signed-in users only; SPEC
 * §2; on phones and tablets it sits in the header bar's right end, where it covers no content such
 * as Add Module, issue #9) and
 * its Radix Popover: High Contrast, Font Size, Reduce Motion, Screen Reader Mode and Enhanced
 * Keyboard Navigation. Each change is saved at once; see apply-settings.ts for what each does.
 */
export function AccessibilitySettingsPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { settings, update } = useAccessibilitySettings();
  const fontSizeId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const contentRef = useRef<HTMLDivElement>(null);
  // Escape closes the panel even while a "Settings Updated" toast is showing: Radix would give the
  // toast (the newest layer) that Escape only. Escape inside the font-size list (portalled, outside
  // the panel's DOM) still closes just the list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && contentRef.current?.contains(event.target as Node)) setOpen(false);
  };
  return (
    <>
      {/* Room below every page so that its last content can scroll out from under the floating button. */}
      <div aria-hidden="true" className="h-20" />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger aria-label="Accessibility settings" className={SETTINGS_TRIGGER_CLASS}>
          <Accessibility className="size-6" aria-hidden="true" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            ref={contentRef}
            onKeyDown={onKeyDown}
            side="top"
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-labelledby="a11y-settings-title"
            className="z-50 w-[min(22rem,calc(100vw-1rem))] max-h-[var(--radix-popover-content-available-height)] overflow-y-auto rounded-xl border border-border bg-white p-5 text-gray-900 shadow-xl data-[state=open]:animate-fade-in"
          >
            <div className="flex items-start justify-between gap-2">
              <h2 id="a11y-settings-title" className="text-lg font-semibold">
                Accessibility settings
              </h2>
              <Popover.Close
                aria-label="Close accessibility settings"
                className="-mr-2 -mt-2 inline-flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-5" aria-hidden="true" />
              </Popover.Close>
            </div>
            <p className="mt-1 text-sm text-gray-700">Saved to your account and applied on every device.</p>
            <div className="mt-4 space-y-4">
              <SettingSwitch
                {...SWITCHES[0]!}
                checked={settings.highContrast}
                onChange={(v) => update("highContrast", v)}
              />
              <LabeledSelect
                id={fontSizeId}
                label="Font Size"
                value={settings.fontSize}
                onValueChange={(v) => update("fontSize", v as FontSize)}
                options={FONT_SIZES.map((size) => ({ value: size, label: FONT_SIZE_LABELS[size] }))}
              />
              {SWITCHES.slice(1).map((s) => (
                <SettingSwitch
                  key={s.key}
                  label={s.label}
                  hint={s.hint}
                  checked={settings[s.key]}
                  onChange={(v) => update(s.key, v)}
                />
              ))}
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </>
  );
}
