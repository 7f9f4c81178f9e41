// Worker entry for the benchmark: the round-trip baseline (no engine).
import { baselineEngine } from '../engines/baseline.js';
import { serveEngine } from './harness.js';

serveEngine(baselineEngine());
