import { useEffect, useId, useRef, useState } from "react";
import { QUIZ_QUESTION_COUNT, type QuizQuestion, type QuizResult } from "@common/ai-schemas";
import type { Assessment, QuestionInput } from "@common/assessment-schemas";
import { TOASTS } from "@common/constants";
import type { CourseModule } from "@common/editor-schemas";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useGenerateQuiz } from "@/hooks/use-ai";
import { toast } from "@/hooks/use-toast";
import { QuestionReview } from "./question-review";
import { ModuleSelect } from "../module-select";
import { api } from "@/lib/api";
import { useEditorMutation, useModules, useObjectives } from "../queries";
import { questionProblem, toAssessmentQuestion } from "./ai-mappers";
import { AiDialog, AiError, ProviderNote, Working, STICKY_FOOTER } from "./shared";

export interface QuizGeneratorDialogProps {
  courseId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Generate for this module at once (a suggestion's "Generate quiz"). */
  initialModuleId?: number | undefined;
  onCloseAutoFocus?: (event: Event) => void;
  /** Called after the quiz was saved as an assessment. */
  onSaved?: (assessment: Assessment) => void;
}

/**
 * Generate Quiz Questions (SPEC §2 Quick Actions; DESIGN.md §3 "generated quizzes saved as
 * assessments"): pick a module, generate QUIZ_QUESTION_COUNT questions from its lessons, review
 * them, and save the picked ones as a quiz assessment of that module.
 */
export function QuizGeneratorDialog({ open, onOpenChange, onCloseAutoFocus, ...props }: QuizGeneratorDialogProps) {
  return (
    <AiDialog open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus}>
      {(done) => <QuizGenerator {...props} onDone={done} />}
    </AiDialog>
  );
}

function QuizGenerator({
  courseId,
  initialModuleId,
  onSaved,
  onDone,
}: Omit<QuizGeneratorDialogProps, "open" | "onOpenChange" | "onCloseAutoFocus"> & { onDone: () => void }) {
  const id = useId();
  const { modules } = useModules(courseId);
  const { objectives } = useObjectives(courseId);
  const defaultModule =
    modules.find((m) => m.id === initialModuleId) ?? modules.find((m) => m.lessons.length > 0) ?? modules[0];
  const [moduleId, setModuleId] = useState(defaultModule ? String(defaultModule.id) : "");
  const generation = useQuizGeneration(modules, initialModuleId);
  const { result, picked, title, setTitle, titleError, setTitleError, generate, run } = generation;
  const module = modules.find((m) => String(m.id) === moduleId);

  const save = useEditorMutation(
    (body: { title: string; moduleId: number; questions: QuestionInput[] }) =>
      api.assessments.create({ courseId, type: "quiz", ...body }),
    {
      success: (a) => ({
        ...TOASTS.assessmentCreated,
        description: `"${a.title}" was saved with ${a.questions.length} ${a.questions.length === 1 ? "question" : "questions"}.`,
      }),
      failure: TOASTS.assessmentFailed,
      onSuccess: (a) => {
        onSaved?.(a);
        onDone();
      },
    },
  );

  const questions = result?.quiz.questions ?? [];
  const onSave = () => {
    if (!result) return;
    if (!title.trim()) {
      setTitleError("Quiz title is required");
      return;
    }
    save.mutate({
      title: title.trim(),
      moduleId: result.module.id,
      questions: questions.filter((_, i) => picked.has(i)).map(toAssessmentQuestion),
    });
  };
  const objectiveText = (oid: number) => objectives.find((o) => o.id === oid)?.text;

  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle>Generate Quiz Questions</DialogTitle>
        <DialogDescription>
          Questions are drawn from the module's lessons. Review them, keep the ones you want and save them as a quiz.
        </DialogDescription>
      </DialogHeader>

      <ModulePickerRow
        id={id}
        modules={modules}
        moduleId={moduleId}
        onModule={setModuleId}
        busy={generate.isPending}
        generated={result !== null}
        onGenerate={() => module && run(module)}
        canGenerate={module !== undefined}
      />

      <div aria-busy={generate.isPending} className="space-y-3">
        {generate.isPending ? (
          <Working label="Generating quiz questions..." />
        ) : generate.error ? (
          <AiError
            error={generate.error}
            fallback={TOASTS.quizFailed.description}
            onRetry={module ? () => run(module) : undefined}
          />
        ) : result ? (
          <>
            <ProviderNote provider={result.quiz.provider} />
            {(result.quiz.notice || questions.length < QUIZ_QUESTION_COUNT.default) && (
              <p role="note" className="rounded-md border border-blue-200 bg-blue-50 p-2 text-sm text-blue-900">
                {result.quiz.notice ??
                  `Only ${questions.length} of ${QUIZ_QUESTION_COUNT.default} questions could be drawn from the lessons of "${result.module.title}".`}
              </p>
            )}
            {questions.length > 0 && (
              <QuizPicker
                id={id}
                title={title}
                titleError={titleError}
                onTitle={(value) => {
                  setTitle(value);
                  setTitleError(null);
                }}
                questions={questions}
                picked={picked}
                onToggle={generation.toggle}
                objectiveText={objectiveText}
              />
            )}
          </>
        ) : null}
      </div>

      <DialogFooter className={STICKY_FOOTER}>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={!result || picked.size === 0 || save.isPending || generate.isPending}>
          {save.isPending ? "Saving..." : "Save as assessment"}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The module to draw questions from and the Generate button (or why there is nothing to pick). */
function ModulePickerRow({
  id,
  modules,
  moduleId,
  onModule,
  busy,
  generated,
  onGenerate,
  canGenerate,
}: {
  id: string;
  modules: readonly CourseModule[];
  moduleId: string;
  onModule: (value: string) => void;
  busy: boolean;
  generated: boolean;
  onGenerate: () => void;
  canGenerate: boolean;
}) {
  return modules.length === 0 ? (
    <p className="text-sm text-gray-700">Add a module with lessons first: questions are drawn from lesson text.</p>
  ) : (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <ModuleSelect
        id={`${id}-module`}
        label="Module"
        className="min-w-0 flex-1 space-y-2"
        value={moduleId}
        onValueChange={onModule}
        disabled={busy}
        modules={modules}
        describe={(m) => `${m.title} (${m.lessons.length} ${m.lessons.length === 1 ? "lesson" : "lessons"})`}
      />
      <Button variant={generated ? "outline" : "default"} onClick={onGenerate} disabled={!canGenerate || busy}>
        {generated ? "Generate again" : "Generate questions"}
      </Button>
    </div>
  );
}

/** The quiz title and the generated questions with a Keep checkbox each. */
function QuizPicker({
  id,
  title,
  titleError,
  onTitle,
  questions,
  picked,
  onToggle,
  objectiveText,
}: {
  id: string;
  title: string;
  titleError: string | null;
  onTitle: (value: string) => void;
  questions: QuizQuestion[];
  picked: ReadonlySet<number>;
  onToggle: (index: number) => void;
  objectiveText: (id: number) => string | undefined;
}) {
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>Quiz title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => onTitle(e.target.value)}
          {...invalidProps(`${id}-title-error`, titleError)}
        />
        <FieldError id={`${id}-title-error`} error={titleError} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-900">
          Questions to keep ({picked.size} of {questions.length} selected)
        </legend>
        <ol className="space-y-3">
          {questions.map((q, index) => (
            <QuestionReview
              key={index}
              id={`${id}-q${index}`}
              number={index + 1}
              question={q}
              checked={picked.has(index)}
              onToggle={() => onToggle(index)}
              objectiveText={objectiveText}
            />
          ))}
        </ol>
      </fieldset>
    </>
  );
}

/**
 * Generating questions for a module: the AI call, the result with its questions picked (those
 * the assessment schema would refuse start unpicked), the quiz title, and the automatic start
 * when the dialog was opened for a module (from a suggestion).
 */
function useQuizGeneration(modules: readonly CourseModule[], initialModuleId: number | undefined) {
  const [result, setResult] = useState<{ module: CourseModule; quiz: QuizResult } | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState<string | null>(null);
  const generate = useGenerateQuiz();

  const run = (target: CourseModule) => {
    setResult(null);
    generate.mutate(
      {
        moduleTitle: target.title,
        moduleDescription: target.description ?? "",
        moduleId: target.id,
        questionCount: QUIZ_QUESTION_COUNT.default,
        // "Generate again" for the same module asks for questions on other sentences (issue #10).
        ...(result?.module.id === target.id && { avoid: result.quiz.questions.map((q) => q.sourceSentence) }),
      },
      {
        onSuccess: (quiz) => {
          setResult({ module: target, quiz });
          // Questions the assessment schema would refuse start unpicked and cannot be picked.
          setPicked(new Set(quiz.questions.flatMap((q, i) => (questionProblem(q) ? [] : [i]))));
          setTitle(`${target.title} Quiz`);
          setTitleError(null);
          const n = quiz.questions.length;
          toast({
            ...TOASTS.quizGenerated,
            description: `${n} ${n === 1 ? "question is" : "questions are"} ready for review.`,
          });
        },
        onError: () => toast({ variant: "destructive", ...TOASTS.quizFailed }),
      },
    );
  };

  // Opened from a suggestion naming a module: generate at once (once, despite React's double mount).
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStarted.current || initialModuleId === undefined) return;
    const target = modules.find((m) => m.id === initialModuleId);
    if (!target) return;
    autoStarted.current = true;
    run(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once when the module is known
  }, [initialModuleId, modules]);

  /** Keeps or drops a question; one the schema would refuse cannot be kept. */
  const toggle = (index: number) =>
    setPicked((old) => {
      const question = result?.quiz.questions[index];
      if (question && questionProblem(question)) return old;
      const next = new Set(old);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return { result, picked, toggle, title, setTitle, titleError, setTitleError, generate, run };
}
