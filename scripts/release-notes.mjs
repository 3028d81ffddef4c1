// Prints the CHANGELOG.md section of one version (Keep a Changelog: "## [1.2.3] - 2026-11-22"),
// for the GitHub release's notes. Fails when the version has no section or the section is empty.
// Usage: node scripts/release-notes.mjs 1.2.3 [CHANGELOG.md]
import { readFileSync } from 'node:fs';

export function releaseNotes(changelog, version) {
  const lines = changelog.split(/\r?\n/);
  const heading = (line) => /^## \[/.test(line);
  const start = lines.findIndex((line) => line.startsWith(`## [${version}]`));
  if (start === -1) throw new Error(`CHANGELOG.md has no section "## [${version}]"`);
  const end = lines.findIndex((line, i) => i > start && heading(line));
  const body = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .filter((line) => !/^\[[^\]]+\]:\s/.test(line)) // link references at the end of the file
    .join('\n')
    .trim();
  if (body === '') throw new Error(`the CHANGELOG.md section of ${version} is empty`);
  return body + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [version, file = 'CHANGELOG.md'] = process.argv.slice(2);
  if (!version || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
    console.error('usage: node scripts/release-notes.mjs <semver version> [CHANGELOG.md]');
    process.exit(64);
  }
  try {
    process.stdout.write(releaseNotes(readFileSync(file, 'utf8'), version));
  } catch (err) {
    console.error(`release-notes: ${err.message}`);
    process.exit(1);
  }
}
