import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
  link?: { href: string; text: string };
}

/** One page, one live region (§2 toast): every widget pushes here, <shop-toasts> renders. */
export const $toasts = atom<Toast[]>([]);

const MAX_VISIBLE = 4;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function schedule(id: number, ms: number): void {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(() => dismissToast(id), ms));
}

/**
 * Shows a toast for its duration. The same message shown again while visible restarts its timer
 * instead of stacking a copy (a user pressing Enter twice should not get two identical toasts).
 */
export function showToast(toast: Omit<Toast, 'id'>): number {
  const same = $toasts.get().find((t) => t.message === toast.message && t.kind === toast.kind);
  if (same) {
    schedule(same.id, toast.durationMs);
    return same.id;
  }
  const id = nextId++;
  const list = [...$toasts.get(), { ...toast, id }];
  for (const dropped of list.slice(0, Math.max(0, list.length - MAX_VISIBLE))) clearTimeout(timers.get(dropped.id));
  $toasts.set(list.slice(-MAX_VISIBLE));
  schedule(id, toast.durationMs);
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function clearToasts(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  $toasts.set([]);
}
