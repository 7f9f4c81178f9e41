// Issue 17 §1 on the server: texts the server renders itself (API error messages, mails) read the same
// catalogues as the widgets, so the process applies the editors' overrides with setDictionaryOverrides:
// once at start, at once after an edit through this process, and every DICTIONARY_REFRESH_MS (default
// 30 s) when the overrides' version (an md5 the database computes) changed — an edit made through another
// server process on the same database shows here within that interval. Process-wide, as the overrides
// are. Only Danish exists today: the server's texts are 'da'.
import { setDictionaryOverrides } from '../../core/texts/dictionary.js';
import { DEFAULT_DICTIONARY_LANG } from '../../core/schemas/dictionary.js';
import type { Db } from '../db/open.js';
import { overridesVersion, readOverrides } from './store.js';

export const DEFAULT_DICTIONARY_REFRESH_MS = 30_000;

let appliedVersion: string | null = null;

/** Reads the version; reloads and applies the overrides when it differs from the applied one. True when it did. */
export async function refreshServerTexts(db: Db): Promise<boolean> {
  const version = await overridesVersion(db, DEFAULT_DICTIONARY_LANG);
  if (version === appliedVersion) return false;
  setDictionaryOverrides(await readOverrides(db, DEFAULT_DICTIONARY_LANG));
  appliedVersion = version;
  return true;
}

/** Forgets what was applied (tests): the next refresh reloads. */
export function resetServerTexts(): void {
  appliedVersion = null;
  setDictionaryOverrides({});
}

export function dictionaryRefreshMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DICTIONARY_REFRESH_MS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_DICTIONARY_REFRESH_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`DICTIONARY_REFRESH_MS must be a whole number of milliseconds (0: off), got ${raw}`);
  return ms;
}

/** Loads the overrides now and then every `intervalMs` (0: only now). A failed check is logged and retried. */
export async function startServerTexts(db: Db, intervalMs: number, log: (message: string, err?: unknown) => void = console.error): Promise<{ stop(): void }> {
  try {
    await refreshServerTexts(db);
  } catch (err) {
    log('Ordbogens tekster kunne ikke hentes; standardteksterne bruges', err);
  }
  if (intervalMs <= 0) return { stop: () => undefined };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshServerTexts(db)
      .catch((err: unknown) => log('Ordbogens tekster kunne ikke opdateres', err))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
