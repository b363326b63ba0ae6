#!/usr/bin/env node
// Make sure Debian's Chromium is installed for the end-to-end suite (never a downloaded
// browser: docs/architecture.md#tests). As root it installs the package with apt-get; as
// anyone else it says how and exits non-zero.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (fs.existsSync(CHROMIUM)) {
  console.log(`Chromium found at ${CHROMIUM}.`);
  process.exit(0);
}

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing (${CHROMIUM}): install it with "sudo apt-get install -y chromium", then run the tests again.`,
  );
  process.exit(1);
}

console.log(`Chromium is missing (${CHROMIUM}); installing it with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`"apt-get ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`apt-get installed chromium, but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`Chromium installed at ${CHROMIUM}.`);
