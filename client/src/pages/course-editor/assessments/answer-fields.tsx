/**
 * The answer part of a question's fields, by question type: options with the correct one
 * (multiple choice, radio buttons) or the correct ones (multiple answer, checkboxes), True/False,
 * a model answer (short answer) or optional grading notes (essay). Native radios and checkboxes,
 * each named by its option's number, so the keyboard (Tab, arrows, Space) does it all (WCAG 2.1.1).
 */
import { Plus, X } from "lucide-react";
import { MULTIPLE_CHOICE_OPTIONS, TRUE_FALSE_OPTIONS } from "@common/assessment-schemas";
import { Button } from "@/components/ui/button";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { Draft, DraftErrors } from "./question-draft";

/** `described(field)` ties an input to its error message; `errorText(field)` is the message. */
export function fieldHelpers(k: string, errors: DraftErrors | undefined) {
  const errorId = (field: string) => `${k}-${field}-error`;
  return {
    described: (field: keyof DraftErrors) => invalidProps(errorId(field), errors?.[field]),
    errorText: (field: keyof DraftErrors) => <FieldError id={errorId(field)} error={errors?.[field]} />,
  };
}

interface AnswerProps {
  draftKey: string;
  draft: Draft;
  errors: DraftErrors | undefined;
  onChange: (change: (d: Draft) => Draft) => void;
}

export function AnswerFields(props: AnswerProps) {
  switch (props.draft.type) {
    case "multiple_choice":
    case "multiple_answer":
      return <MultipleChoiceOptions {...props} />;
    case "true_false":
      return <TrueFalseAnswer {...props} />;
    default:
      return <WrittenAnswer {...props} />;
  }
}

function MultipleChoiceOptions({ draftKey: k, draft, errors, onChange }: AnswerProps) {
  const { errorText } = fieldHelpers(k, errors);
  const { min, max } = MULTIPLE_CHOICE_OPTIONS;
  const multiple = draft.type === "multiple_answer";
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">
        {multiple ? "Options (check every correct answer)" : "Options (select the correct answer)"}
      </legend>
      {draft.options.map((option, i) => (
        <div key={i} className="flex items-center gap-2">
          {multiple ? (
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-indigo-700"
              checked={draft.correctSet.includes(i)}
              onChange={(e) =>
                onChange((d) => ({
                  ...d,
                  correctSet: e.target.checked ? [...d.correctSet, i] : d.correctSet.filter((j) => j !== i),
                }))
              }
              aria-label={`Option ${i + 1} is a correct answer`}
            />
          ) : (
            <input
              type="radio"
              name={`${k}-correct`}
              className="size-4 shrink-0 accent-indigo-700"
              checked={draft.correct === i}
              onChange={() => onChange((d) => ({ ...d, correct: i }))}
              aria-label={`Option ${i + 1} is the correct answer`}
            />
          )}
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
                correctSet: d.correctSet.filter((j) => j !== i).map((j) => (j > i ? j - 1 : j)),
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
  );
}

function TrueFalseAnswer({ draftKey: k, draft, errors, onChange }: AnswerProps) {
  const { errorText } = fieldHelpers(k, errors);
  return (
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
  );
}

/** Short answer: the model answer; essay: optional grading notes. */
function WrittenAnswer({ draftKey: k, draft, errors, onChange }: AnswerProps) {
  const { described, errorText } = fieldHelpers(k, errors);
  const essay = draft.type === "essay";
  return (
    <div className="space-y-1">
      <Label htmlFor={`${k}-answer`}>{essay ? "Grading notes (optional)" : "Model answer"}</Label>
      {essay ? (
        <Textarea
          id={`${k}-answer`}
          className="min-h-16"
          value={draft.answer}
          onChange={(e) => onChange((d) => ({ ...d, answer: e.target.value }))}
          {...described("correctAnswer")}
        />
      ) : (
        <Input
          id={`${k}-answer`}
          value={draft.answer}
          onChange={(e) => onChange((d) => ({ ...d, answer: e.target.value }))}
          {...described("correctAnswer")}
        />
      )}
      {errorText("correctAnswer")}
    </div>
  );
}
