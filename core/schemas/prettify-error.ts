// zod/mini's readable issue list, for the API client's "Invalid response" log line. A module of its own
// because the client imports it on that failure only (decision 030): a dynamic import of z.ts would take
// its whole namespace, every zod/mini export and locale, into the chunk.
import { prettifyError } from './z.js';

export { prettifyError };
