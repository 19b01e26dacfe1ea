/** The link and image panels under the lesson editor's toolbar. */
import { useId, useState, type ReactNode } from "react";
import type { Editor } from "@tiptap/react";
import { Button } from "@/components/ui/button";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Adds, changes or removes the link on the selection; with no selection the URL itself is inserted. */
export function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [url, setUrl] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const href = url.trim();
    if (!isHttpUrl(href) && !/^mailto:/i.test(href)) {
      setError("Enter a full address starting with https://, http:// or mailto:");
      return;
    }
    if (editor.state.selection.empty && !editor.isActive("link")) {
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
    onDone();
  };

  return (
    <PanelForm label="Link" onSubmit={apply} onCancel={onDone}>
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={`${id}-url`}>Link URL</Label>
        <Input
          id={`${id}-url`}
          type="url"
          value={url}
          autoFocus
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          placeholder="https://"
          {...invalidProps(`${id}-error`, error)}
        />
        <FieldError id={`${id}-error`} error={error} alert />
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={apply}>
          Apply link
        </Button>
        {editor.isActive("link") && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onDone();
            }}
          >
            Remove link
          </Button>
        )}
      </div>
    </PanelForm>
  );
}

/** Inserts an image; the alt text is required (WCAG 1.1.1). */
export function ImagePanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<{ field: "src" | "alt"; message: string } | null>(null);

  const insert = () => {
    if (!isHttpUrl(src.trim())) {
      setError({ field: "src", message: "Enter the image address, starting with https:// or http://" });
      return;
    }
    if (!alt.trim()) {
      setError({ field: "alt", message: "Describe the image: alt text is required" });
      return;
    }
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    onDone();
  };

  return (
    <PanelForm label="Insert image" onSubmit={insert} onCancel={onDone}>
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-src`}>Image URL</Label>
          <Input
            id={`${id}-src`}
            type="url"
            value={src}
            autoFocus
            onChange={(event) => {
              setSrc(event.target.value);
              setError(null);
            }}
            placeholder="https://"
            {...invalidProps(`${id}-error`, error?.field === "src")}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-alt`}>Alt text (required)</Label>
          <Input
            id={`${id}-alt`}
            value={alt}
            required
            onChange={(event) => {
              setAlt(event.target.value);
              setError(null);
            }}
            {...invalidProps(`${id}-error`, error?.field === "alt")}
          />
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 sm:col-span-2">
            {error.message}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={insert}>
          Insert image
        </Button>
      </div>
    </PanelForm>
  );
}

/**
 * A small inline form under the toolbar. It is a <div role="group">, not a <form>, because it
 * sits inside the lesson dialog's form; Enter in one of its inputs applies it, Escape closes it
 * (without closing the dialog).
 */
function PanelForm({
  label,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      data-editor-panel=""
      className="flex flex-col gap-2 border-t border-input p-2 sm:flex-row sm:items-end"
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          // Enter applies this panel, not the surrounding lesson form.
          event.preventDefault();
          event.stopPropagation();
          onSubmit();
        }
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      {children}
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
