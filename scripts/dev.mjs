// `npm run dev`: rebuilds the widgets on change (tsup --watch) and restarts the API on change
// (tsx watch). Same server, data directory and demo data as `npm start`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

// The watch rebuilds only the plain files: a br/gz file left by `npm run build` would be served in
// their place (serveStatic precompressed, issue 15), so the old code would run.
for (const dir of ['dist', 'dist-react'].filter((d) => existsSync(d))) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(?:br|gz)$/.test(entry.name)) rmSync(path.join(entry.parentPath, entry.name));
  }
}

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
