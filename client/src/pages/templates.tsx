import { useMemo, useState } from "react";
import { TEMPLATE_PREVIEW_OBJECTIVES } from "@common/constants";
import { useLocation } from "wouter";
import { BookOpen, Eye, LayoutTemplate, Loader2, Plus, Send } from "lucide-react";
import type { Template } from "@common/template-schemas";
import { PageHeader } from "@/components/page-header";
import { CategoryBadge, categoryLabel } from "@/components/templates/category-badge";
import { TemplatePreviewDialog } from "@/components/templates/template-preview-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { SearchField } from "@/components/ui/search-field";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useReturnFocus } from "@/hooks/use-return-focus";
import { useCreateCourseFromTemplate, useTemplates } from "@/hooks/use-templates";
import { toast } from "@/hooks/use-toast";

/** Template cards preview this many objectives, then "+N more..." (SPEC §9). */
const ALL_CATEGORIES = "all";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Case-insensitive search over title and description, then the category filter. */
function filterTemplates(templates: readonly Template[], search: string, category: string): Template[] {
  const needle = search.trim().toLowerCase();
  return templates.filter(
    (t) =>
      (category === ALL_CATEGORIES || t.category === category) &&
      (!needle || t.title.toLowerCase().includes(needle) || (t.description ?? "").toLowerCase().includes(needle)),
  );
}

/** /templates (SPEC §2 "Templates"): browse, preview and start a course from a template. */
export default function TemplatesPage() {
  useDocumentTitle("Templates");
  const [, navigate] = useLocation();
  const { templates, isLoading, isError } = useTemplates();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [previewing, setPreviewing] = useState<Template | null>(null);
  const returnFocus = useReturnFocus();
  const createFromTemplate = useCreateCourseFromTemplate({
    onCreated: (course) => navigate(`/course/${course.id}`),
  });

  const categories = useMemo(() => [...new Set(templates.map((t) => t.category))].sort(), [templates]);
  const visible = useMemo(() => filterTemplates(templates, search, category), [templates, search, category]);
  const pendingId = createFromTemplate.isPending ? createFromTemplate.variables?.id : undefined;

  const startFromTemplate = (template: Template) => {
    if (!createFromTemplate.isPending) createFromTemplate.mutate(template);
  };

  return (
    <>
      <PageHeader
        title="Templates"
        description="Start from a proven course structure with modules, lessons and measurable objectives."
        actions={
          <Button
            variant="outline"
            onClick={() =>
              toast({ title: "Coming Soon", description: "Requesting new templates is a feature coming soon." })
            }
          >
            <Send aria-hidden="true" />
            Request Template
          </Button>
        }
      />

      <TemplateFilters
        search={search}
        onSearch={setSearch}
        category={category}
        onCategory={setCategory}
        categories={categories}
      />

      <p className="mb-4 text-sm text-gray-600" aria-live="polite">
        {isLoading
          ? "Loading templates..."
          : `${visible.length} ${visible.length === 1 ? "template" : "templates"} available`}
      </p>

      {isLoading ? (
        <div
          role="status"
          aria-label="Loading templates"
          className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-96 w-full rounded-xl" />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <NoTemplates isError={isError} onCreate={() => navigate("/create-course")} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((template) => (
            <li key={template.id} className="min-w-0">
              <TemplateCard
                template={template}
                pending={pendingId === template.id}
                disabled={createFromTemplate.isPending}
                onUse={() => startFromTemplate(template)}
                onPreview={() => {
                  returnFocus.capture();
                  setPreviewing(template);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <TemplatePreviewDialog
        template={previewing}
        onOpenChange={(open) => !open && setPreviewing(null)}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        actions={
          previewing && (
            <>
              <Button variant="outline" onClick={() => setPreviewing(null)}>
                Close
              </Button>
              <Button disabled={createFromTemplate.isPending} onClick={() => startFromTemplate(previewing)}>
                {pendingId === previewing.id ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <LayoutTemplate aria-hidden="true" />
                )}
                {pendingId === previewing.id ? "Creating course..." : "Use Template"}
              </Button>
            </>
          )
        }
      />
    </>
  );
}

function TemplateCard({
  template,
  pending,
  disabled,
  onUse,
  onPreview,
}: {
  template: Template;
  pending: boolean;
  disabled: boolean;
  onUse: () => void;
  onPreview: () => void;
}) {
  const { modules, objectives } = template.content;
  const headingId = `template-${template.id}-title`;
  const more = objectives.length - TEMPLATE_PREVIEW_OBJECTIVES;
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-labelledby={headingId} role="article">
      {template.imageUrl ? (
        <img
          src={template.imageUrl}
          alt={template.imageAlt ?? ""}
          className="aspect-[16/9] w-full bg-gray-100 object-cover"
          loading="lazy"
        />
      ) : (
        <div className="flex aspect-[16/9] w-full items-center justify-center bg-gray-100" aria-hidden="true">
          <LayoutTemplate className="size-10 text-gray-500" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold text-gray-900">
            {template.title}
          </h2>
          <CategoryBadge category={template.category} />
        </div>
        {template.description && <p className="mt-2 text-sm text-gray-700">{template.description}</p>}
        <p className="mt-3 text-sm font-medium text-gray-700">
          {plural(modules.length, "module")} · {plural(objectives.length, "objective")}
        </p>
        {objectives.length > 0 && (
          <div className="mt-3">
            <p className="text-sm font-semibold text-gray-900">Learning objectives</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700">
              {objectives.slice(0, TEMPLATE_PREVIEW_OBJECTIVES).map((objective, i) => (
                <li key={`${i}-${objective}`}>{objective}</li>
              ))}
            </ul>
            {more > 0 && <p className="mt-1 text-sm text-gray-600">+{more} more...</p>}
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
          <Button className="grow" disabled={disabled} onClick={onUse} aria-label={`Use Template ${template.title}`}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LayoutTemplate aria-hidden="true" />}
            {pending ? "Creating..." : "Use Template"}
          </Button>
          <Button variant="outline" className="grow" onClick={onPreview} aria-label={`Preview ${template.title}`}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** Search and category filter of the library. */
function TemplateFilters({
  search,
  onSearch,
  category,
  onCategory,
  categories,
}: {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  categories: string[];
}) {
  return (
    <div className="mb-4 grid grid-cols-1 gap-4 rounded-xl border border-border bg-white p-4 shadow-sm md:grid-cols-[1fr_14rem]">
      <SearchField id="template-search" label="Search templates" value={search} onChange={onSearch} />
      <LabeledSelect
        id="template-category"
        label="Category"
        value={category}
        onValueChange={onCategory}
        options={[
          { value: ALL_CATEGORIES, label: "All Categories" },
          ...categories.map((c) => ({ value: c, label: categoryLabel(c) })),
        ]}
      />
    </div>
  );
}

/** The empty state: nothing matches, or the library could not be loaded. */
function NoTemplates({ isError, onCreate }: { isError: boolean; onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-4 py-16 text-center">
      <BookOpen className="size-12 text-gray-500" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-gray-900">No templates found</h2>
      <p className="mt-1 text-sm text-gray-600">
        {isError
          ? "The template library could not be loaded. Please try again later."
          : "Try a different search term or category, or start with a blank course."}
      </p>
      <Button className="mt-6" onClick={onCreate}>
        <Plus aria-hidden="true" />
        Create from Scratch
      </Button>
    </div>
  );
}
