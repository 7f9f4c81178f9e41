// Worker entry for the benchmark: flexsearch.
import { flexsearchEngine } from '../engines/flexsearch.js';
import { serveEngine } from './harness.js';

serveEngine(flexsearchEngine());
