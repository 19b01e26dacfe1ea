import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import {
  MULTIPLE_CHOICE_OPTIONS,
  QUESTION_TYPES,
  TRUE_FALSE_OPTIONS,
  type QuestionType,
} from "@common/assessment-schemas";
import type { LearningObjective } from "@common/editor-schemas";
import { Button } from "@/components/ui/button";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
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
  const errorId = (field: string) => `${k}-${field}-error`;
  const described = (field: keyof DraftErrors) => invalidProps(errorId(field), errors?.[field]);
  const errorText = (field: keyof DraftErrors) => <FieldError id={errorId(field)} error={errors?.[field]} />;
  const { min, max } = MULTIPLE_CHOICE_OPTIONS;

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

        {draft.type === "multiple_choice" && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-900">Options (select the correct answer)</legend>
            {draft.options.map((option, i) => (
              <div key={i} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${k}-correct`}
                  className="size-4 shrink-0 accent-indigo-700"
                  checked={draft.correct === i}
                  onChange={() => onChange((d) => ({ ...d, correct: i }))}
                  aria-label={`Option ${i + 1} is the correct answer`}
                />
                <Input
                  aria-label={`Option ${i + 1}`}
                  value={option}
                  onChange={(e) =>
                    onChange((d) => ({ ...d, options: d.options.map((o, j) => (j === i ? e.target.value : o)) }))
                  }
                  {...(errors?.options ? { "aria-invalid": true as const } : {})}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={`Remove option ${i + 1}`}
                  disabled={draft.options.length <= min}
                  onClick={() =>
                    onChange((d) => ({
                      ...d,
                      options: d.options.filter((_, j) => j !== i),
                      correct: d.correct === i ? null : d.correct !== null && d.correct > i ? d.correct - 1 : d.correct,
                    }))
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button
              variant="outline"
              size="sm"
              disabled={draft.options.length >= max}
              onClick={() => onChange((d) => ({ ...d, options: [...d.options, ""] }))}
            >
              <Plus aria-hidden="true" />
              Add option
            </Button>
            {errorText("options")}
            {errorText("correctAnswer")}
          </fieldset>
        )}

        {draft.type === "true_false" && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-900">Correct answer</legend>
            <div className="flex gap-6">
              {TRUE_FALSE_OPTIONS.map((option, i) => (
                <label key={option} className="flex items-center gap-2 text-sm text-gray-900">
                  <input
                    type="radio"
                    name={`${k}-correct`}
                    className="size-4 accent-indigo-700"
                    checked={draft.correct === i}
                    onChange={() => onChange((d) => ({ ...d, correct: i }))}
                  />
                  {option}
                </label>
              ))}
            </div>
            {errorText("correctAnswer")}
          </fieldset>
        )}

        {draft.type === "short_answer" && (
          <div className="space-y-1">
            <Label htmlFor={`${k}-answer`}>Model answer</Label>
            <Input
              id={`${k}-answer`}
              value={draft.answer}
              onChange={(e) => onChange((d) => ({ ...d, answer: e.target.value }))}
              {...described("correctAnswer")}
            />
            {errorText("correctAnswer")}
          </div>
        )}

        {draft.type === "essay" && (
          <div className="space-y-1">
            <Label htmlFor={`${k}-answer`}>Grading notes (optional)</Label>
            <Textarea
              id={`${k}-answer`}
              className="min-h-16"
              value={draft.answer}
              onChange={(e) => onChange((d) => ({ ...d, answer: e.target.value }))}
              {...described("correctAnswer")}
            />
            {errorText("correctAnswer")}
          </div>
        )}

        <div className="space-y-1">
          <Label htmlFor={`${k}-feedback`}>Feedback (optional)</Label>
          <Textarea
            id={`${k}-feedback`}
            className="min-h-16"
            value={draft.feedback}
            onChange={(e) => onChange((d) => ({ ...d, feedback: e.target.value }))}
          />
        </div>

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
        {errorText("other")}
      </div>
    </fieldset>
  );
}
