import type { ReactNode } from "react";
import { FileText, HelpCircle, PlayCircle } from "lucide-react";
import type { LessonType } from "@common/editor-schemas";
import type { Template } from "@common/template-schemas";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { CategoryBadge } from "./category-badge";

const LESSON_ICONS: Record<LessonType, typeof FileText> = {
  text: FileText,
  video: PlayCircle,
  assessment: HelpCircle,
};

/**
 * The preview of a template: its modules (title, description, lesson titles) and objectives.
 * Shared by the Templates screen and the editor's Template Library card. Pass `actions` for the
 * footer buttons (e.g. Use Template); `onCloseAutoFocus` returns focus to the opener.
 */
export function TemplatePreviewDialog({
  template,
  onOpenChange,
  actions,
  onCloseAutoFocus,
}: {
  template: Template | null;
  onOpenChange: (open: boolean) => void;
  actions?: ReactNode;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" onCloseAutoFocus={onCloseAutoFocus}>
        {template && (
          <>
            <DialogHeader className="pr-8">
              <DialogTitle>{template.title}</DialogTitle>
              <DialogDescription>{template.description}</DialogDescription>
              <div>
                <CategoryBadge category={template.category} />
              </div>
            </DialogHeader>
            <section aria-labelledby="template-preview-modules">
              <h3 id="template-preview-modules" className="text-base font-semibold text-gray-900">
                Modules ({template.content.modules.length})
              </h3>
              <ol className="mt-2 space-y-3">
                {template.content.modules.map((module, index) => (
                  <li key={`${index}-${module.title}`} className="rounded-lg border border-border p-3">
                    <p className="font-medium text-gray-900">
                      {index + 1}. {module.title}
                    </p>
                    {module.description && <p className="mt-1 text-sm text-gray-700">{module.description}</p>}
                    {module.lessons.length > 0 && (
                      <ul className="mt-2 space-y-1" aria-label={`Lessons of ${module.title}`}>
                        {module.lessons.map((lesson, li) => {
                          const Icon = LESSON_ICONS[lesson.type] ?? FileText;
                          return (
                            <li key={`${li}-${lesson.title}`} className="flex items-start gap-2 text-sm text-gray-700">
                              <Icon className="mt-0.5 size-4 shrink-0 text-gray-600" aria-hidden="true" />
                              <span>
                                {lesson.title}
                                <span className="sr-only"> ({lesson.type} lesson)</span>
                              </span>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="template-preview-objectives">
              <h3 id="template-preview-objectives" className="text-base font-semibold text-gray-900">
                Learning objectives ({template.content.objectives.length})
              </h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-700">
                {template.content.objectives.map((objective, index) => (
                  <li key={`${index}-${objective}`}>{objective}</li>
                ))}
              </ol>
            </section>
            {actions && <DialogFooter>{actions}</DialogFooter>}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
