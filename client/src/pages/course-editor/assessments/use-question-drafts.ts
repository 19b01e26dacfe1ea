/**
 * The question list of the assessment editor: drafts in order, their errors (cleared as a
 * question is edited), and add / remove / move with focus kept where a keyboard user expects it
 * and the move announced to screen readers (WCAG 2.1 SC 4.1.3).
 */
import { useState } from "react";
import type { Question } from "@common/assessment-schemas";
import { blankDraft, toDraft, type Draft, type DraftErrors } from "./question-draft";

export function useQuestionDrafts(initial: readonly Question[]) {
  const [drafts, setDrafts] = useState<Draft[]>(() => initial.map(toDraft));
  const [errors, setErrors] = useState<Record<string, DraftErrors>>({});
  const [announcement, setAnnouncement] = useState("");

  const update = (key: string, change: (d: Draft) => Draft) => {
    setDrafts((all) => all.map((d) => (d.key === key ? change(d) : d)));
    setErrors((all) => {
      if (!all[key]) return all;
      const { [key]: _removed, ...rest } = all;
      return rest;
    });
  };

  const addQuestion = () => {
    const draft = blankDraft();
    setDrafts((all) => [...all, draft]);
    requestAnimationFrame(() => document.getElementById(`${draft.key}-stem`)?.focus());
  };

  const removeQuestion = (index: number) => {
    setDrafts((all) => all.filter((_, i) => i !== index));
    requestAnimationFrame(() => {
      const target = document.getElementById(`question-${Math.max(0, index - 1)}-legend`);
      (target ?? document.getElementById("add-question-button"))?.focus();
    });
  };

  /** Moves a question one place up (-1) or down (+1); focus stays on the same button of the moved question. */
  const moveQuestion = (index: number, step: -1 | 1) => {
    const target = index + step;
    if (target < 0 || target >= drafts.length) return;
    setDrafts((all) => {
      const next = [...all];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });
    setAnnouncement(`Question ${index + 1} moved to position ${target + 1} of ${drafts.length}.`);
    const direction = step < 0 ? "up" : "down";
    requestAnimationFrame(() => {
      const same = document.getElementById(`question-${target}-move-${direction}`);
      const focusable =
        same && !(same as HTMLButtonElement).disabled ? same : document.getElementById(`question-${target}-legend`);
      focusable?.focus();
    });
  };

  return {
    drafts,
    errors,
    setErrors,
    announcement,
    update,
    add: addQuestion,
    remove: removeQuestion,
    move: moveQuestion,
  };
}
