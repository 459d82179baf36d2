// Runs a command with the clock at a chosen instant (UTC), through Debian's libfaketime (apt-get install -y faketime):
//   node scripts/at.mjs '2026-12-05 12:00' npm test
// The clock is shifted by a fixed offset from the real one rather than started at the instant, so every process the
// command starts (vitest's workers, the built server, Chromium) reads the same time however late it starts, and the
// clock runs on in real time from there.
import { spawnSync } from 'node:child_process';

const [when, ...command] = process.argv.slice(2);
const target = when ? Date.parse(`${when.trim().replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(when) ? '' : 'Z'}`) : NaN;
if (!Number.isFinite(target) || command.length === 0) {
  console.error("usage: node scripts/at.mjs '<YYYY-MM-DD HH:MM[:SS]> (UTC)' <command> [args…]");
  process.exit(2);
}
if (spawnSync('faketime', ['-f', '+0s', 'true']).status !== 0) {
  console.error('scripts/at.mjs needs libfaketime: apt-get install -y faketime');
  process.exit(2);
}
const offset = Math.round((target - Date.now()) / 1000);
const day = new Date(target).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
console.log(`at ${new Date(target).toISOString()} (${day}, UTC): ${command.join(' ')}`);
const run = spawnSync('faketime', ['-f', `${offset >= 0 ? '+' : ''}${offset}s`, ...command], { stdio: 'inherit' });
process.exit(run.status ?? 1);
