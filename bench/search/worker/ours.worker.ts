// Worker entry for the benchmark: ours.
import { oursEngine } from '../engines/ours.js';
import { serveEngine } from './harness.js';

serveEngine(oursEngine());
