import { useState } from "react";
import { TOASTS } from "@common/constants";
import { Link } from "wouter";
import type { Template } from "@common/template-schemas";
import { CategoryBadge } from "@/components/templates/category-badge";
import { TemplatePreviewDialog } from "@/components/templates/template-preview-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useReturnFocus } from "@/hooks/use-return-focus";
import { useTemplates } from "@/hooks/use-templates";
import { toast } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";

/** The editor shows this many templates; the Templates screen has them all. */
const LIBRARY_SIZE = 6;

/** Template Library card: a 3-column grid; a click toasts 'Template Selected' and opens the preview. */
export function TemplateLibraryCard() {
  const { templates, isLoading } = useTemplates();
  const [previewing, setPreviewing] = useState<Template | null>(null);
  const returnFocus = useReturnFocus();

  const select = (template: Template) => {
    toast({
      title: TOASTS.templateSelected.title,
      description: TOASTS.templateSelected.description(template.title),
    });
    returnFocus.capture();
    setPreviewing(template);
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Template Library</CardTitle>
        <Link href="/templates" className={cn(buttonVariants({ variant: "link" }), "h-auto px-0")}>
          Browse all templates
        </Link>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-36" />
            ))}
          </div>
        ) : templates.length === 0 ? (
          <p className="text-sm text-gray-600">No templates are available.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {templates.slice(0, LIBRARY_SIZE).map((template) => (
              <li key={template.id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => select(template)}
                  className="flex h-full w-full flex-col overflow-hidden rounded-lg border border-border bg-white text-left hover:border-primary hover:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {template.imageUrl && (
                    <img src={template.imageUrl} alt="" className="aspect-[16/9] w-full bg-gray-100 object-cover" />
                  )}
                  <span className="flex flex-1 flex-col gap-2 p-3">
                    <span className="text-sm font-semibold text-gray-900">{template.title}</span>
                    <CategoryBadge category={template.category} className="self-start" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <TemplatePreviewDialog
        template={previewing}
        onOpenChange={(open) => !open && setPreviewing(null)}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        actions={
          <>
            <Button variant="outline" onClick={() => setPreviewing(null)}>
              Close
            </Button>
            <Link href="/templates" className={cn(buttonVariants())}>
              Go to Templates
            </Link>
          </>
        }
      />
    </Card>
  );
}
