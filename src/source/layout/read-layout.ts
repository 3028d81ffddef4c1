/** Reads what the layout checks need from a site tree on disk: the text of its layout JSON files. */
import { readFile } from 'node:fs/promises';
import pLimit from 'p-limit';
import type { SourceTree } from '../types.js';
import { checkSiteLayout } from './check-layout.js';
import type { LayoutIssue } from './layout-issues.js';
import { isLayoutJson } from './layout-paths.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text, or undefined for bytes that are not UTF-8 (or contain NUL: binary, as the platform sees it). */
function textOf(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** The layout issues of a tree read by readSourceTree (every file already confined and sized). */
export async function checkTreeLayout(tree: SourceTree, concurrency = 16): Promise<LayoutIssue[]> {
  const limit = pLimit(concurrency);
  const texts = new Map<string, string | undefined>();
  await Promise.all(
    tree.files
      .filter((f) => isLayoutJson(f.path))
      .map((f) =>
        limit(async () => {
          // CRLF becomes LF on upload: check what the platform would get.
          const text = textOf(await readFile(f.absPath));
          texts.set(f.path, f.normalized && text !== undefined ? text.replace(/\r\n/g, '\n') : text);
        }),
      ),
  );
  return checkSiteLayout({ files: tree.files, texts });
}
