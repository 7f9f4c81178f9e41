// Worker entry for the benchmark: minisearch.
import { minisearchEngine } from '../engines/minisearch.js';
import { serveEngine } from './harness.js';

serveEngine(minisearchEngine());
