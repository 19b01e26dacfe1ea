import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { QUESTION_TYPES, type QuestionType } from "@common/assessment-schemas";
import type { LearningObjective } from "@common/editor-schemas";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { AnswerFields, fieldHelpers } from "./answer-fields";
import { QUESTION_TYPE_LABELS, withType, type Draft, type DraftErrors } from "./question-draft";

const MOVES = [
  { step: -1, direction: "up", Icon: ArrowUp },
  { step: 1, direction: "down", Icon: ArrowDown },
] as const;

/**
 * One question's fields in a fieldset named "Question N": type, text, options/answer (an essay's
 * optional grading notes), feedback, objectives, and buttons to move it up or down (ids `question-N-move-up|down`) or delete it.
 */
export function QuestionFields({
  draft,
  index,
  count,
  errors,
  objectives,
  onChange,
  onRemove,
  onMove,
}: {
  draft: Draft;
  /** 0-based position in the assessment. */
  index: number;
  /** How many questions the assessment has. */
  count: number;
  errors: DraftErrors | undefined;
  objectives: readonly LearningObjective[];
  onChange: (change: (d: Draft) => Draft) => void;
  onRemove: () => void;
  onMove: (step: -1 | 1) => void;
}) {
  const k = draft.key;
  const number = index + 1;
  const { described, errorText } = fieldHelpers(k, errors);

  return (
    <fieldset className={cn("rounded-lg border p-3 sm:p-4", errors ? "border-red-300" : "border-border")}>
      <legend
        id={`question-${index}-legend`}
        tabIndex={-1}
        className="px-1 text-sm font-semibold text-gray-900 focus:outline-none"
      >
        Question {number}
      </legend>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <LabeledSelect
            id={`${k}-type`}
            label="Question type"
            className="min-w-48 flex-1 space-y-1"
            value={draft.type}
            onValueChange={(v) => onChange((d) => withType(d, v as QuestionType))}
            options={QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))}
          />
          <div className="flex gap-1">
            {MOVES.map(({ step, direction, Icon }) => (
              <Button
                key={direction}
                id={`question-${index}-move-${direction}`}
                variant="outline"
                size="icon"
                className="size-9"
                aria-label={`Move question ${number} ${direction}`}
                disabled={step < 0 ? index === 0 : index === count - 1}
                onClick={() => onMove(step)}
              >
                <Icon aria-hidden="true" />
              </Button>
            ))}
          </div>
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete question ${number}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>

        <div className="space-y-1">
          <Label htmlFor={`${k}-stem`}>Question text</Label>
          <Textarea
            id={`${k}-stem`}
            className="min-h-16"
            value={draft.stem}
            onChange={(e) => onChange((d) => ({ ...d, stem: e.target.value }))}
            {...described("stem")}
          />
          {errorText("stem")}
        </div>

        <AnswerFields draftKey={k} draft={draft} errors={errors} onChange={onChange} />

        <div className="space-y-1">
          <Label htmlFor={`${k}-feedback`}>Feedback (optional)</Label>
          <Textarea
            id={`${k}-feedback`}
            className="min-h-16"
            value={draft.feedback}
            onChange={(e) => onChange((d) => ({ ...d, feedback: e.target.value }))}
          />
        </div>

        <ObjectivesMeasured draft={draft} objectives={objectives} onChange={onChange} />
        {errorText("other")}
      </div>
    </fieldset>
  );
}

/** The course's learning objectives as checkboxes: which ones this question measures (alignment). */
function ObjectivesMeasured({
  draft,
  objectives,
  onChange,
}: {
  draft: Draft;
  objectives: readonly LearningObjective[];
  onChange: (change: (d: Draft) => Draft) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">Objectives measured</legend>
      {objectives.length === 0 ? (
        <p className="text-sm text-gray-600">Add learning objectives to the course to link them to questions.</p>
      ) : (
        <ul className="space-y-1">
          {objectives.map((objective, i) => (
            <li key={objective.id}>
              <label className="flex items-start gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-indigo-700"
                  checked={draft.objectiveIds.includes(objective.id)}
                  onChange={(e) =>
                    onChange((d) => ({
                      ...d,
                      objectiveIds: e.target.checked
                        ? [...d.objectiveIds, objective.id]
                        : d.objectiveIds.filter((id) => id !== objective.id),
                    }))
                  }
                />
                <span>
                  {i + 1}. {objective.text}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
