// Child process for the dir-lock test: tries to open the PGlite directory given as argv[2].
// Prints OPENED and exits 0, or prints the error message to stderr and exits 1.
import { openDatabase } from '../db/open.js';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: open-db-child <dir>');
  process.exit(2);
}
openDatabase({ pgliteDir: dir })
  .then(async (opened) => {
    console.log('OPENED');
    await opened.close();
    process.exit(0);
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
