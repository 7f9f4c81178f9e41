// `npm test` on a busy machine (issue 15's last row, point 5): runs the README's test command while one
// CPU hog per core competes for the CPU at the tests' own priority, so every core is busy for the whole
// run. The suite must pass anyway: component and API tests wait for states, never for times.
//
//   npx tsx bench/busy-test.ts [--hogs N] [-- vitest args…]   (npm run test:busy)
//
// Prints the wall time and the load average before and after; exits with npm test's exit code. The hogs
// are killed however the run ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const args = process.argv.slice(2);
const at = args.indexOf('--hogs');
const hogCount = at >= 0 ? Number(args[at + 1]) : availableParallelism();
if (!Number.isInteger(hogCount) || hogCount < 0) throw new Error(`--hogs wants a whole number, got ${args[at + 1]}`);
const dash = args.indexOf('--');
const extra = dash >= 0 ? args.slice(dash + 1) : [];

const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const hogs: ChildProcess[] = [];
const stopHogs = () => { for (const hog of hogs) hog.kill('SIGKILL'); };
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => { stopHogs(); process.exit(130); });

for (let i = 0; i < hogCount; i++) {
  hogs.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}
// Let the hogs take the cores before the suite starts, so its first files meet a busy machine too.
await new Promise((resolve) => setTimeout(resolve, 2000));
console.log(`npm test beside ${hogCount} CPU hog(s) on ${availableParallelism()} CPUs; load ${load()} before`);
const started = performance.now();
const code = await new Promise<number>((resolve) => {
  const test = spawn('npm', ['test', ...(extra.length ? ['--', ...extra] : [])], { stdio: 'inherit' });
  test.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});
stopHogs();
console.log(`\nnpm test beside ${hogCount} CPU hog(s): exit ${code}, ${((performance.now() - started) / 1000).toFixed(0)} s; load ${load()} after`);
process.exit(code);
