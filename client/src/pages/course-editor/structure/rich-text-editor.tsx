/**
 * The lesson body editor: TipTap (ProseMirror) with headings 2-4, lists, bold/italic, links and
 * images (by URL, or uploaded into the course's files: issue #12). Every image must get alt text
 * before it is inserted. The toolbar buttons carry
 * aria-labels and aria-pressed; the editable area is labelled "Lesson content". The HTML it
 * produces is sanitised again by the server.
 */
import { Toolbar as ToolbarPrimitive } from "radix-ui";
import { useState, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import Image from "@tiptap/extension-image";
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { cn } from "@/lib/utils";
import { ImagePanel, LinkPanel } from "./editor-insert-panels";

type Panel = "link" | "image" | null;

export function RichTextEditor({
  initialHtml,
  onChange,
  describedBy,
  courseId,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  describedBy?: string;
  /** The course whose files an uploaded image joins; without it the image panel takes URLs only. */
  courseId?: number;
}) {
  const [initialContent] = useState(initialHtml || "");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, codeBlock: false, code: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] }),
      Image.configure({ allowBase64: false }),
    ],
    // Read once: the editor owns the content after mount (initialHtml is the parent's live state).
    content: initialContent,
    editorProps: {
      attributes: {
        "aria-label": "Lesson content",
        "aria-multiline": "true",
        role: "textbox",
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class:
          "lesson-content min-h-48 max-h-[50vh] overflow-y-auto rounded-b-md border border-t-0 border-input bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40",
      },
    },
    // TipTap keeps an empty trailing paragraph for the cursor; it is not content.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML().replace(/(?:<p><\/p>)+$/, "")),
  });

  return (
    <div>
      {editor && <Toolbar editor={editor} courseId={courseId} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, courseId }: { editor: Editor; courseId: number | undefined }) {
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="rounded-t-md border border-input bg-gray-50">
      {/* One tab stop; arrow keys move between the buttons (ARIA APG toolbar pattern, roving tabindex). */}
      <ToolbarPrimitive.Root aria-label="Formatting" loop className="flex flex-wrap gap-1 p-1">
        <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold />
        </ToolButton>
        <ToolButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic />
        </ToolButton>
        <Divider />
        <ToolButton label="Heading 2" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 />
        </ToolButton>
        <ToolButton label="Heading 3" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 />
        </ToolButton>
        <ToolButton label="Heading 4" pressed={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()}>
          <Heading4 />
        </ToolButton>
        <Divider />
        <ToolButton label="Bulleted list" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          <List />
        </ToolButton>
        <ToolButton label="Numbered list" pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered />
        </ToolButton>
        <ToolButton label="Quote" pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          <Quote />
        </ToolButton>
        <Divider />
        <ToolButton
          label="Link"
          pressed={state.link || panel === "link"}
          expanded={panel === "link"}
          onClick={() => setPanel(panel === "link" ? null : "link")}
        >
          <Link2 />
        </ToolButton>
        <ToolButton
          label="Insert image"
          pressed={panel === "image"}
          expanded={panel === "image"}
          onClick={() => setPanel(panel === "image" ? null : "image")}
        >
          <ImagePlus />
        </ToolButton>
        <Divider />
        <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 />
        </ToolButton>
        <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 />
        </ToolButton>
      </ToolbarPrimitive.Root>
      {panel === "link" && <LinkPanel editor={editor} onDone={() => setPanel(null)} />}
      {panel === "image" && <ImagePanel editor={editor} courseId={courseId} onDone={() => setPanel(null)} />}
    </div>
  );
}

function Divider() {
  return <ToolbarPrimitive.Separator decorative className="mx-0.5 my-1 w-px self-stretch bg-gray-300" />;
}

function ToolButton({
  label,
  pressed,
  expanded,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ToolbarPrimitive.Button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
      // A mouse click keeps the caret in the editor, so typing continues where it was.
      onMouseDown={(event) => event.preventDefault()}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded text-gray-700 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 [&_svg]:size-4",
        pressed && "bg-indigo-100 text-indigo-900",
      )}
    >
      {children}
    </ToolbarPrimitive.Button>
  );
}
