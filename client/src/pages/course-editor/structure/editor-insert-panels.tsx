/** The link and image panels under the lesson editor's toolbar. */
import { useId, useState, type ReactNode } from "react";
import type { Editor } from "@tiptap/react";
import { Button } from "@/components/ui/button";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FILE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from "@common/course-files";
import { api, errorMessage } from "@/lib/api";

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

type ImageError = { field: "src" | "file" | "alt"; message: string } | null;

/** The image's source as chosen: a URL, or a file to upload first. null with an error set when invalid. */
function imageSource(src: string, file: File | null, canUpload: boolean): { error: ImageError } | null {
  if (file) {
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return { error: { field: "file", message: "Choose a PNG, JPEG, GIF or WebP image" } };
    }
    if (file.size > FILE_MAX_BYTES) {
      return {
        error: { field: "file", message: `The image is larger than the ${FILE_MAX_BYTES / 1024 / 1024} MiB limit` },
      };
    }
    return null;
  }
  if (!isHttpUrl(src.trim())) {
    const message = canUpload
      ? "Choose an image file, or enter the image address starting with https:// or http://"
      : "Enter the image address, starting with https:// or http://";
    return { error: { field: canUpload ? "file" : "src", message } };
  }
  return null;
}

/**
 * Inserts an image from a URL or, given a course, from a file uploaded into the course's files
 * (POST /api/courses/:id/files; the image then shows from /api/files/<id>). The alt text is
 * required (WCAG 1.1.1) and asked for before anything is uploaded.
 */
export function ImagePanel({ editor, courseId, onDone }: { editor: Editor; courseId?: number; onDone: () => void }) {
  const id = useId();
  const [src, setSrc] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ImageError>(null);
  const canUpload = courseId !== undefined;

  const insert = async () => {
    if (busy) return;
    const invalid = imageSource(src, file, canUpload);
    if (invalid) return setError(invalid.error);
    if (!alt.trim()) return setError({ field: "alt", message: "Describe the image: alt text is required" });
    let url = src.trim();
    if (file && courseId !== undefined) {
      setBusy(true);
      try {
        url = (await api.files.uploadImage(courseId, file)).url;
      } catch (uploadError) {
        setError({ field: "file", message: errorMessage(uploadError, "The image could not be uploaded. Try again.") });
        return;
      } finally {
        setBusy(false);
      }
    }
    editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
    onDone();
  };
  const submit = () => void insert();
  const clearError = () => setError(null);

  return (
    <PanelForm label="Insert image" onSubmit={submit} onCancel={onDone}>
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
        {canUpload && (
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor={`${id}-file`}>Upload an image (PNG, JPEG, GIF or WebP, up to 25 MiB)</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(",")}
              autoFocus
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                clearError();
              }}
              {...invalidProps(`${id}-error`, error?.field === "file")}
            />
          </div>
        )}
        <div className="space-y-1">
          <Label htmlFor={`${id}-src`}>{canUpload ? "Or the image URL" : "Image URL"}</Label>
          <Input
            id={`${id}-src`}
            type="url"
            value={src}
            autoFocus={!canUpload}
            disabled={file !== null}
            onChange={(event) => {
              setSrc(event.target.value);
              clearError();
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
              clearError();
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
        <Button size="sm" onClick={submit} disabled={busy} aria-busy={busy}>
          {busy ? "Uploading..." : "Insert image"}
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
