// The baseline for bench/add-to-order.ts: a plain Hono app on @hono/node-server, the same stack as the
// shop's server, answering a small JSON body. Whatever the shop costs beyond this is our own code.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3001), hostname: '127.0.0.1' });
