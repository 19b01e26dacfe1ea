/**
 * The one toast helper (shadcn pattern): a tiny store outside React so `toast()` can be called
 * from anywhere, rendered by <Toaster />. At most TOAST_LIMIT toasts are visible (SPEC §4, §9).
 */
import { useEffect, useState, type ReactNode } from "react";
import { TOAST_LIMIT } from "@common/constants";
import type { ToastProps } from "@/components/ui/toast";

/** How long a dismissed toast stays mounted so its exit animation can finish, in ms. */
const TOAST_REMOVE_DELAY_MS = 1_000;

export interface ToasterToast extends Omit<ToastProps, "title"> {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
}

/** What callers pass to `toast()`: SPEC §8's texts come from `TOASTS` in common/constants. */
export type ToastInput = Omit<ToasterToast, "id">;

interface State {
  toasts: ToasterToast[];
}

let memoryState: State = { toasts: [] };
const listeners = new Set<(state: State) => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setState(next: State): void {
  memoryState = next;
  listeners.forEach((listener) => listener(memoryState));
}

function scheduleRemoval(id: string): void {
  if (removeTimeouts.has(id)) return;
  removeTimeouts.set(
    id,
    setTimeout(() => {
      removeTimeouts.delete(id);
      setState({ toasts: memoryState.toasts.filter((t) => t.id !== id) });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function dismiss(id?: string): void {
  memoryState.toasts.forEach((t) => {
    if (id === undefined || t.id === id) scheduleRemoval(t.id);
  });
  setState({
    toasts: memoryState.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  });
}

/**
 * Shows a toast. Use `variant: "destructive"` for failures.
 *
 * @returns the toast's id and functions to dismiss or update it.
 */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const entry: ToasterToast = {
    ...input,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismiss(id);
    },
  };
  setState({ toasts: [entry, ...memoryState.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: ToastInput) =>
      setState({ toasts: memoryState.toasts.map((t) => (t.id === id ? { ...t, ...next, id } : t)) }),
  };
}

/** The toast list for <Toaster />, plus `toast` and `dismiss` for components that prefer a hook. */
export function useToast() {
  const [state, setLocal] = useState<State>(memoryState);
  useEffect(() => {
    listeners.add(setLocal);
    return () => {
      listeners.delete(setLocal);
    };
  }, []);
  return { ...state, toast, dismiss };
}
