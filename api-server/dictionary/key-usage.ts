// Issue 17 §1 "see which widget uses a key": key -> the widgets whose code reads it. The map is
// core/texts/dictionary-usage.generated.json, written by a scan of the source (`npm run
// generate:dictionary-usage`; core/texts/dictionary-keys.test.ts fails while it is stale): key -> widget
// folders ('mini-basket', 'shared', 'core'). The editor shows the folder names (widgets/<folder>/). When the
// file cannot be read every key answers [] and the editor shows 'Ikke kendt'.
import { readFileSync } from 'node:fs';

const USAGE_FILE = new URL('../../core/texts/dictionary-usage.generated.json', import.meta.url);

function readUsage(): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(USAGE_FILE, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

let usage: Record<string, string[]> | null = null;

export function widgetsUsingKey(key: string): string[] {
  usage ??= readUsage();
  const places = usage[key];
  if (!Array.isArray(places)) return [];
  return [...new Set(places.filter((p) => typeof p === 'string'))].sort();
}
