/**
 * An assessment's own fields (title, type, the module it belongs to), shared by Add Assessment and
 * the assessment editor so both validate and label them the same way.
 */
import { useState } from "react";
import { ASSESSMENT_TYPES, type AssessmentType } from "@common/assessment-schemas";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { ASSESSMENT_TYPE_LABELS } from "../lesson-meta";
import { ModuleSelect } from "../module-select";

/** The Module select's value for an assessment of the whole course. */
export const NO_MODULE = "none";

/** The details as the form holds them; `moduleId` is a module id as a string, or {@link NO_MODULE}. */
export interface AssessmentDetails {
  title: string;
  type: AssessmentType;
  moduleId: string;
}

/** The details as the API takes them (POST /api/assessments, PATCH /api/assessments/:id). */
export function detailsBody(details: AssessmentDetails) {
  return {
    title: details.title.trim(),
    type: details.type,
    moduleId: details.moduleId === NO_MODULE ? null : Number(details.moduleId),
  };
}

/** The details being edited, the title's error, and their operations. */
export interface AssessmentDetailsState {
  details: AssessmentDetails;
  /** "Assessment title is required" after a failed {@link AssessmentDetailsState.validate}; cleared on typing. */
  error: string | null;
  change(next: AssessmentDetails): void;
  /** Checks the title; on failure shows the error and returns false. */
  validate(): boolean;
}

/** Form state for {@link AssessmentDetailsFields}, starting from `initial`. */
export function useAssessmentDetails(initial: () => AssessmentDetails): AssessmentDetailsState {
  const [details, setDetails] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    details,
    error,
    change(next) {
      if (next.title !== details.title) setError(null);
      setDetails(next);
    },
    validate() {
      const problem = details.title.trim() ? null : "Assessment title is required";
      setError(problem);
      return problem === null;
    },
  };
}

/**
 * Title, type and module inputs; `idPrefix` keeps their ids unique on the page (the title input is
 * `${idPrefix}-title`, for focusing it after a failed validation).
 */
export function AssessmentDetailsFields({
  idPrefix,
  state,
  modules,
}: {
  idPrefix: string;
  state: AssessmentDetailsState;
  modules: ReadonlyArray<{ id: number; title: string }>;
}) {
  const { details, error, change: onChange } = state;
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-title`}>Assessment title</Label>
        <Input
          id={`${idPrefix}-title`}
          value={details.title}
          onChange={(e) => onChange({ ...details, title: e.target.value })}
          {...invalidProps(`${idPrefix}-title-error`, error)}
        />
        <FieldError id={`${idPrefix}-title-error`} error={error} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledSelect
          id={`${idPrefix}-type`}
          label="Assessment type"
          value={details.type}
          onValueChange={(v) => onChange({ ...details, type: v as AssessmentType })}
          options={ASSESSMENT_TYPES.map((t) => ({ value: t, label: ASSESSMENT_TYPE_LABELS[t] }))}
        />
        <ModuleSelect
          id={`${idPrefix}-module`}
          label="Module (optional)"
          value={details.moduleId}
          onValueChange={(v) => onChange({ ...details, moduleId: v })}
          modules={modules}
          none={{ value: NO_MODULE, label: "No module (whole course)" }}
        />
      </div>
    </>
  );
}
