// Fails (exit 1) when the shipped search page – loader + the widgets of the search page and their
// chunks, min + gzip – exceeds the budget. Part of `npm run validate` and CI.
import { DETAILS_VIEW_TAGS, SEARCH_PAGE_IDLE_TAGS, kb, measureAddOn, measureAll, measureOnDemand, measureWorker, printSizes } from './size.js';

// 62.5 KB since issue 22 (docs/decisions/021-search-page-budget-after-site-variants.md); issue 15 brings it down.
export const BUDGET_GZIP_BYTES = 62.5 * 1024;
/** The catalogue worker (decoder + search index + filters), fetched once per page. */
export const WORKER_BUDGET_GZIP_BYTES = 30 * 1024;
/**
 * The product details view and the CO2e dialog on top of the search page (issue 4). Today they load
 * with the page; loading the details' content on first open is the next saving (decision 001).
 */
export const DETAILS_BUDGET_GZIP_BYTES = 15 * 1024;

const sizes = measureAll();
printSizes(sizes);
const shipped = sizes.find((s) => s.shipped)!;
console.log('');
if (shipped.files.length === 0 || shipped.missing.length > 0) {
  console.error(`size budget: the shipped bundle is incomplete (missing ${shipped.missing.join(', ') || shipped.dir + '/'}); run npm run build`);
  process.exit(1);
}
const verdict = shipped.gzip <= BUDGET_GZIP_BYTES ? 'within' : 'OVER';
console.log(`size budget: ${shipped.flavour} search page ${kb(shipped.gzip)} min+gzip, budget ${kb(BUDGET_GZIP_BYTES)}: ${verdict}`);
for (const other of sizes.filter((s) => !s.shipped)) {
  if (other.files.length > 0) console.log(`(for comparison: ${other.flavour} ${kb(other.gzip)} min+gzip)`);
}
const worker = measureWorker();
const workerOk = worker !== null && worker.gzip <= WORKER_BUDGET_GZIP_BYTES;
console.log(
  worker
    ? `size budget: catalogue worker ${kb(worker.gzip)} min+gzip, budget ${kb(WORKER_BUDGET_GZIP_BYTES)}: ${workerOk ? 'within' : 'OVER'}`
    : 'size budget: dist/catalogue-worker.js is missing; run npm run build',
);
const details = measureAddOn(DETAILS_VIEW_TAGS);
const detailsOk = details !== null && details.gzip <= DETAILS_BUDGET_GZIP_BYTES;
console.log(
  details
    ? `size budget: details view adds ${kb(details.gzip)} min+gzip to the search page (${details.files.length} files), budget ${kb(DETAILS_BUDGET_GZIP_BYTES)}: ${detailsOk ? 'within' : 'OVER'}`
    : 'size budget: the details view is not built; run npm run build',
);
// For information (no budget): loaded once the page is idle or on demand, so not part of the search
// page's first-load figure above.
const idleGates = measureAddOn(SEARCH_PAGE_IDLE_TAGS);
if (idleGates) console.log(`(once idle: the header's gates add ${kb(idleGates.gzip)} min+gzip, ${idleGates.files.length} ${idleGates.files.length === 1 ? 'file' : 'files'})`);
const dropdown = measureOnDemand('product-dropdown-panel');
if (dropdown) console.log(`(on demand: the product dropdown's panel adds ${kb(dropdown.gzip)} min+gzip on its first open, ${dropdown.files.length} ${dropdown.files.length === 1 ? 'file' : 'files'})`);
process.exit(verdict === 'within' && workerOk && detailsOk ? 0 : 1);
