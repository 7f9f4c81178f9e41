// The one zod entry point for core/. zod/mini keeps the widget bundle small (about 5 KB against 25 KB
// for classic zod), and `jitless` stops zod from compiling validators with `new Function`, which a
// page with a strict Content-Security-Policy (no 'unsafe-eval') would block.
import * as z from 'zod/mini';

z.config({ jitless: true });

export * from 'zod/mini';
