/**
 * An assessment's own fields (title, type, the module it belongs to), shared by Add Assessment and
 * the assessment editor so both validate and label them the same way.
 */
import { ASSESSMENT_TYPES, type AssessmentType } from "@common/assessment-schemas";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ASSESSMENT_TYPE_LABELS } from "./lesson-meta";

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

/** "Assessment title is required" for a blank title, else null. */
export function titleError(details: AssessmentDetails): string | null {
  return details.title.trim() ? null : "Assessment title is required";
}

/** Title, type and module inputs; `idPrefix` keeps their ids unique on the page. */
export function AssessmentDetailsFields({
  idPrefix,
  details,
  error,
  modules,
  onChange,
}: {
  idPrefix: string;
  details: AssessmentDetails;
  /** The title's error message, shown under it and announced with it. */
  error: string | null;
  modules: ReadonlyArray<{ id: number; title: string }>;
  onChange: (next: AssessmentDetails) => void;
}) {
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-title`}>Assessment title</Label>
        <Input
          id={`${idPrefix}-title`}
          value={details.title}
          onChange={(e) => onChange({ ...details, title: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idPrefix}-title-error` : undefined}
        />
        {error && (
          <p id={`${idPrefix}-title-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${idPrefix}-type`}>Assessment type</Label>
          <Select value={details.type} onValueChange={(v) => onChange({ ...details, type: v as AssessmentType })}>
            <SelectTrigger id={`${idPrefix}-type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ASSESSMENT_TYPES.map((t) => (
                <SelectItem key={t} value={t}>
                  {ASSESSMENT_TYPE_LABELS[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${idPrefix}-module`}>Module (optional)</Label>
          <Select value={details.moduleId} onValueChange={(v) => onChange({ ...details, moduleId: v })}>
            <SelectTrigger id={`${idPrefix}-module`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_MODULE}>No module (whole course)</SelectItem>
              {modules.map((m) => (
                <SelectItem key={m.id} value={String(m.id)}>
                  {m.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </>
  );
}
