/**
 * Shared drag-and-drop pieces of the editor (@dnd-kit): pointer and keyboard sensors, the drag
 * handle button, and screen-reader announcements that name the module or lesson being moved.
 * Keyboard: focus a handle, Space/Enter picks up, ArrowUp/ArrowDown move, Space/Enter drops,
 * Escape cancels.
 */
import { forwardRef, useState, type ButtonHTMLAttributes } from "react";
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { GripVertical } from "lucide-react";
import { cn } from "@/lib/utils";

export function useSortableSensors() {
  return useSensors(
    // A few pixels of movement before a drag starts, so a plain click on the handle does nothing.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

export function screenReaderInstructions(kind: string): ScreenReaderInstructions {
  return {
    draggable: `To pick up a ${kind}, press Space or Enter. While dragging, use the up and down arrow keys to move it. Press Space or Enter again to drop it in its new position, or press Escape to cancel.`,
  };
}

/**
 * Where the dragged item was last announced; kept in a ref so that the first "over" event, which
 * dnd-kit fires right after pick-up with the item over itself, does not replace the pick-up message.
 */
export type AnnouncementState = { lastOverId: UniqueIdentifier | null };

export function useAnnouncementState() {
  const [state] = useState<AnnouncementState>(() => ({ lastOverId: null }));
  return state;
}

/**
 * Announcements such as 'Picked up module "Foundations", in position 1 of 4.' Titles are quoted
 * and never followed by a period of ours, so "What Is Epidemiology?" does not read "?." (issue #9).
 */
export function sortableAnnouncements(
  kind: string,
  items: readonly { id: number; title: string }[],
  state: AnnouncementState,
): Announcements {
  const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);
  const n = items.length;
  const title = (id: UniqueIdentifier) => `"${items.find((item) => item.id === id)?.title ?? ""}"`;
  const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  return {
    onDragStart: ({ active }) => {
      state.lastOverId = active.id;
      return `Picked up ${kind} ${title(active.id)}, in position ${position(active.id)} of ${n}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === state.lastOverId) return undefined;
      state.lastOverId = over?.id ?? null;
      return over
        ? `${Kind} ${title(active.id)} was moved into position ${position(over.id)} of ${n}.`
        : `${Kind} ${title(active.id)} is no longer over a position in the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${Kind} ${title(active.id)} was dropped at position ${position(over.id)} of ${n}.`
        : `${Kind} ${title(active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering was cancelled. ${Kind} ${title(active.id)} was dropped back at position ${position(active.id)} of ${n}.`,
  };
}

/** The visible drag handle of a sortable card; give it useSortable's attributes and listeners. */
export const DragHandle = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { label: string }>(
  ({ label, className, ...props }, ref) => (
    <button
      ref={ref}
      type="button"
      {...props}
      aria-label={label}
      className={cn(
        "inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing",
        className,
      )}
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  ),
);
DragHandle.displayName = "DragHandle";
