import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
  link?: { href: string; text: string };
  /** A second link after the first (issue 18: "Se hvad andre købte også" after an add from a card). */
  more?: { href: string; text: string };
}

/** One page, one live region (§2 toast): every widget pushes here, <shop-toasts> renders. */
export const $toasts = atom<Toast[]>([]);

const MAX_VISIBLE = 4;
/** After a hold, a toast stays at least this long, so it does not vanish the moment the pointer leaves. */
const MIN_AFTER_HOLD_MS = 1500;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const deadlines = new Map<number, number>();
const held = new Map<number, number>(); // id -> milliseconds left when the hold began
let nextId = 1;

function schedule(id: number, ms: number): void {
  clearTimeout(timers.get(id));
  deadlines.set(id, Date.now() + ms);
  timers.set(id, setTimeout(() => dismissToast(id), ms));
}

/**
 * Shows a toast for its duration. The same message shown again while visible restarts its timer
 * instead of stacking a copy (a user pressing Enter twice should not get two identical toasts).
 */
export function showToast(toast: Omit<Toast, 'id'>): number {
  // A second link to elsewhere (issue 18: "Andre købte også" of another product) is another toast.
  const same = $toasts.get().find((t) => t.message === toast.message && t.kind === toast.kind && t.more?.href === toast.more?.href);
  if (same) {
    if (held.has(same.id)) held.set(same.id, toast.durationMs);
    else schedule(same.id, toast.durationMs);
    return same.id;
  }
  const id = nextId++;
  const list = [...$toasts.get(), { ...toast, id }];
  for (const dropped of list.slice(0, Math.max(0, list.length - MAX_VISIBLE))) forget(dropped.id);
  $toasts.set(list.slice(-MAX_VISIBLE));
  schedule(id, toast.durationMs);
  return id;
}

/**
 * Pauses a toast's timer while the user points at it or has focus in it (WCAG 2.2.1: a toast with a
 * link, 'Gå til kurven', must not vanish while the user is reaching for it).
 */
export function holdToast(id: number): void {
  if (held.has(id) || !timers.has(id)) return;
  clearTimeout(timers.get(id));
  timers.delete(id);
  held.set(id, Math.max(0, (deadlines.get(id) ?? Date.now()) - Date.now()));
}

/** Resumes the timer with the time that was left, but at least MIN_AFTER_HOLD_MS. */
export function releaseToast(id: number): void {
  const left = held.get(id);
  if (left === undefined) return;
  held.delete(id);
  if ($toasts.get().some((t) => t.id === id)) schedule(id, Math.max(left, MIN_AFTER_HOLD_MS));
}

function forget(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  deadlines.delete(id);
  held.delete(id);
}

export function dismissToast(id: number): void {
  forget(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function clearToasts(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  deadlines.clear();
  held.clear();
  $toasts.set([]);
}
