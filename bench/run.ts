// npm run bench: bundle sizes (both flavours) and server start-up (PGlite; PostgreSQL too when
// DATABASE_URL is set), printed as one table. Build first (`npm run build`) for the sizes.
import { kb, measureAll, printSizes } from './size.js';
import { measureStartup, printStartup } from './startup.js';

const sizes = measureAll();
printSizes(sizes);
const startup = await measureStartup();
printStartup(startup);

console.log('\nsummary');
console.log('| measure | value |');
console.log('|---|---|');
for (const s of sizes) {
  console.log(`| search page, ${s.flavour}, min+gzip | ${s.files.length ? kb(s.gzip) : 'not built'} |`);
}
for (const r of startup) {
  console.log(`| start-up ${r.database}, ${r.label} | ${(r.ms / 1000).toFixed(2)} s, RSS ${r.rssMb ?? '?'} MB |`);
}
console.log(`\nnode ${process.version}, SEED_PRODUCTS=${process.env.SEED_PRODUCTS ?? '(server default)'}`);
