// Preloaded into a CLI child process (`node --import …/report-rss.mjs bin/sitesync.js …`): when the
// process exits, its peak resident set size (all threads, from the kernel) is written to the file
// SITESYNC_TEST_RSS_FILE names, in bytes.
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.SITESYNC_TEST_RSS_FILE;
if (file && isMainThread) {
  process.on('exit', () => {
    try {
      writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
    } catch {
      // the test reports a missing figure
    }
  });
}
