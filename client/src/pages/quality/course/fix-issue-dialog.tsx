/**
 * Fix in place (issue #11 item 5): one accessibility issue fixed from the course quality page,
 * without opening the lesson editor. Alt text and link text take a field; heading levels and a
 * table's header row are one click. After the save the course is re-analysed, so the score and
 * the issues table update, and only then does the dialog close.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import {
  type AccessibilityFixInput,
  type AccessibilityFixKind,
  FIX_TOASTS,
  MAX_ALT_CHARS,
  MAX_LINK_TEXT_CHARS,
  altTextProblem,
  linkTextProblem,
} from "@common/accessibility-fixes";
import { analysisCompleteText, type AccessibilityIssueDto } from "@common/quality";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { ApiError, api, errorMessage } from "@/lib/api";
import { useAnalyzeCourse } from "../quality-shared";

/** An issue the author chose to fix, with the fix its rule allows. */
export interface IssueToFix {
  issue: AccessibilityIssueDto;
  kind: AccessibilityFixKind;
}

/** Per fix: the dialog title, the WCAG criterion it meets, what the one-click action does, its button. */
const FIX_TEXTS: Record<AccessibilityFixKind, { title: string; criterion: string; action: string; submit: string }> = {
  "alt-text": {
    title: "Add alt text",
    criterion: "WCAG 2.1 SC 1.1.1 Non-text Content",
    action: "Describe what the image shows, or mark it as decorative.",
    submit: "Save alt text",
  },
  "link-text": {
    title: "Change link text",
    criterion: "WCAG 2.1 SC 2.4.4 Link Purpose",
    action: "Give the link text that says where it goes. The address stays the same.",
    submit: "Save link text",
  },
  "heading-order": {
    title: "Fix heading levels",
    criterion: "WCAG 2.1 SC 1.3.1 Info and Relationships",
    action:
      "Renumbers the lesson's headings so none skips a level (an h4 after an h2 becomes an h3). The heading text stays the same.",
    submit: "Fix heading levels",
  },
  "table-header": {
    title: "Add a header row",
    criterion: "WCAG 2.1 SC 1.3.1 Info and Relationships",
    action: "Turns the table's first row into column headers, so each cell is read with its heading.",
    submit: "Make first row the header",
  },
};

/** The short words of a fix, for the row's button: "alt text", "link text", ... */
export const FIX_BUTTON_WORDS: Record<AccessibilityFixKind, string> = {
  "alt-text": "alt text",
  "link-text": "link text",
  "heading-order": "heading levels",
  "table-header": "table header",
};

/**
 * The fix dialog; `target` null = closed. It cannot be closed while the fix is saved or the course
 * re-analysed. As it closes, `restoreFocus(fixed)` moves focus: the dialog has no Radix trigger (it
 * outlives the table rows, which the re-analysis replaces), so the caller knows where focus goes.
 */
export function FixIssueDialog({
  courseId,
  target,
  onClose,
  restoreFocus,
}: {
  courseId: number;
  target: IssueToFix | null;
  onClose: () => void;
  /** Moves focus back: to the row's Fix button after a cancel, somewhere that survives the re-analysis after a fix. */
  restoreFocus: (fixed: boolean) => void;
}) {
  const fixed = useRef(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          restoreFocus(fixed.current);
          fixed.current = false;
        }}
      >
        {target && (
          <FixForm
            key={`${target.issue.lessonId}:${target.issue.element}:${target.issue.elementIndex}`}
            courseId={courseId}
            target={target}
            onCancel={onClose}
            onBusyChange={setBusy}
            onFixed={() => {
              fixed.current = true;
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type Phase = "idle" | "saving" | "analyzing";

function FixForm({
  courseId,
  target: { issue, kind },
  onCancel,
  onBusyChange,
  onFixed,
}: {
  courseId: number;
  target: IssueToFix;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
  onFixed: () => void;
}) {
  const id = useId();
  const texts = FIX_TEXTS[kind];
  const { analyze } = useAnalyzeCourse();
  const [value, setValue] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhaseState] = useState<Phase>("idle");
  const setPhase = (next: Phase) => {
    setPhaseState(next);
    onBusyChange(next !== "idle");
  };
  const hasField = kind === "alt-text" || kind === "link-text";

  const body = (): AccessibilityFixInput => {
    const fixTarget = { element: issue.element, index: issue.elementIndex };
    if (kind === "alt-text") return { kind, target: fixTarget, ...(decorative ? { decorative } : { value }) };
    if (kind === "link-text") return { kind, target: fixTarget, value };
    return { kind, target: fixTarget };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== "idle") return;
    const problem =
      kind === "alt-text" && !decorative ? altTextProblem(value) : kind === "link-text" ? linkTextProblem(value) : null;
    if (problem) {
      setError(problem);
      document.getElementById(`${id}-value`)?.focus();
      return;
    }
    setPhase("saving");
    try {
      await api.lessons.fixAccessibility(issue.lessonId, body());
    } catch (err) {
      const message = errorMessage(err, FIX_TOASTS.failedFallback);
      if (hasField && err instanceof ApiError && err.status === 400 && err.field === "value") {
        setError(message.replace(/^value: /, ""));
      }
      toast({ title: FIX_TOASTS.failedTitle, description: message, variant: "destructive" });
      setPhase("idle");
      return;
    }
    setPhase("analyzing");
    // quiet: this toast says both that the fix is saved and the new score; a failed analysis toasts on its own.
    const result = await analyze(courseId, true);
    toast({
      title: FIX_TOASTS.fixedTitle,
      description: `Lesson “${issue.lessonTitle}” saved.${result ? ` ${analysisCompleteText(result.overallScore, result.grade.grade)}` : ""}`,
    });
    setPhase("idle");
    onFixed();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <DialogHeader className="pr-8">
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription className="text-gray-700">
          In lesson “{issue.lessonTitle}” ({texts.criterion}). {texts.action}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-1">
        <p className="text-sm font-medium text-gray-900">
          {kind === "heading-order" ? "A heading that skips a level" : "Element"}
        </p>
        <code className="block max-h-24 overflow-auto break-all rounded bg-gray-100 px-2 py-1.5 text-xs text-gray-900">
          {issue.element}
        </code>
      </div>
      {hasField && (
        <TextFixField
          id={id}
          kind={kind}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setError(null);
          }}
          decorative={decorative}
          onDecorativeChange={(next) => {
            setDecorative(next);
            setError(null);
          }}
          error={error}
          busy={phase !== "idle"}
        />
      )}
      <p role="status" className="sr-only">
        {phase === "saving" ? "Saving the fix..." : phase === "analyzing" ? "Re-analyzing the course..." : ""}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={phase !== "idle"}>
          Cancel
        </Button>
        <Button type="submit" disabled={phase !== "idle"} autoFocus={!hasField}>
          {phase === "saving" ? "Saving..." : phase === "analyzing" ? "Re-analyzing..." : texts.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The alt text or link text field, its hint and error, and (alt text) the decorative choice. */
function TextFixField({
  id,
  kind,
  value,
  onValueChange,
  decorative,
  onDecorativeChange,
  error,
  busy,
}: {
  id: string;
  kind: AccessibilityFixKind;
  value: string;
  onValueChange: (value: string) => void;
  decorative: boolean;
  onDecorativeChange: (decorative: boolean) => void;
  error: string | null;
  busy: boolean;
}) {
  const isAlt = kind === "alt-text";
  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-value`}>{isAlt ? "Alt text" : "Link text"}</Label>
      <Input
        id={`${id}-value`}
        value={value}
        autoFocus
        disabled={busy || (isAlt && decorative)}
        maxLength={isAlt ? MAX_ALT_CHARS : MAX_LINK_TEXT_CHARS}
        required={!decorative}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {isAlt
          ? `What the image shows, in at most ${MAX_ALT_CHARS} characters; not a file name.`
          : "The name of the page it opens, e.g. “Week 2 reading: Research methods”."}
      </p>
      <FieldError id={`${id}-error`} error={error} alert />
      {isAlt && (
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-indigo-700"
            checked={decorative}
            disabled={busy}
            onChange={(event) => onDecorativeChange(event.target.checked)}
          />
          <span>Decorative image: it adds no information (sets alt="" so screen readers skip it).</span>
        </label>
      )}
    </div>
  );
}
