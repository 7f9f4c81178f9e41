// The 10,000 most common passwords (issue 19 point 2), read once from common-passwords.txt beside this
// file (source and licence in its header). Server side only: 80 KB the widgets never load.
import { readFileSync } from 'node:fs';

let cached: ReadonlySet<string> | undefined;

/** The lower-cased list as a Set, for core/rules/password-rules.ts. */
export function commonPasswords(): ReadonlySet<string> {
  cached ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0 && !line.startsWith('#')),
  );
  return cached;
}
