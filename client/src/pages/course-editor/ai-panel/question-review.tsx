/** One generated question under review: stem, options with the key, feedback, objectives measured, Bloom level. */
import { CheckCircle2, Circle } from "lucide-react";
import { type QuizQuestion } from "@common/ai-schemas";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { bloomLabel, questionProblem } from "./ai-mappers";

export function QuestionReview({
  id,
  number,
  question,
  checked,
  onToggle,
  objectiveText,
}: {
  id: string;
  number: number;
  question: QuizQuestion;
  checked: boolean;
  onToggle: () => void;
  objectiveText: (id: number) => string | undefined;
}) {
  const measured = question.objectiveIds.map(objectiveText).filter((t): t is string => Boolean(t));
  const problem = questionProblem(question);
  return (
    <li className={cn("rounded-lg border p-3", checked ? "border-indigo-300" : "border-border")}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-indigo-600"
          checked={checked}
          onChange={onToggle}
          disabled={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <label htmlFor={id} className="min-w-0 break-words text-sm font-medium text-gray-900">
          <span className="sr-only">Keep question {number}: </span>
          <span aria-hidden="true">{number}. </span>
          {question.stem}
        </label>
      </div>
      <div className="mt-2 space-y-2 pl-7 text-sm">
        {problem && (
          <p id={`${id}-problem`} className="text-red-700">
            This question cannot be saved: {problem}
          </p>
        )}
        {question.type === "short_answer" ? (
          <p className="text-gray-800">
            <span className="font-medium">Model answer:</span> {question.correctAnswer}
          </p>
        ) : (
          <ul className="space-y-1" aria-label={`Options of question ${number}`}>
            {question.options.map((option) => {
              const correct = option === question.correctAnswer;
              return (
                <li
                  key={option}
                  className={cn("flex items-start gap-2", correct ? "font-medium text-green-800" : "text-gray-800")}
                >
                  {correct ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  ) : (
                    <Circle className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
                  )}
                  <span className="min-w-0 break-words">
                    {option}
                    {correct && <span> (correct answer)</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {question.feedback && (
          <p className="text-gray-700">
            <span className="font-medium text-gray-800">Feedback:</span> {question.feedback}
          </p>
        )}
        <p className="text-gray-700">
          <span className="font-medium text-gray-800">Measures:</span>{" "}
          {measured.length > 0 ? measured.join("; ") : "no learning objective matched"}
        </p>
        <Badge variant="secondary">Bloom level: {bloomLabel(question.bloomLevel)}</Badge>
      </div>
    </li>
  );
}
