// `npm run dev`: rebuilds the widgets on change (tsup --watch) and restarts the API on change
// (tsx watch). Same server, data directory and demo data as `npm start`.
import { spawn } from 'node:child_process';

const children = [
  // Only the widget sources: the PGlite data directory (./data) changes on every write.
  spawn('npx', ['tsup', '--watch', 'core', '--watch', 'widgets'], { stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api-server/main.ts'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
