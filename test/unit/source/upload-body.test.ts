import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createIdempotencyKeyHasher, idempotencyKeyFor } from '../../../src/platform/idempotency.js';
import { canonicalJson } from '../../../src/shared/canonical-json.js';
import { readSourceTree } from '../../../src/source/read-tree.js';
import { sourceWriteBody, type SourceWriteChunks } from '../../../src/source/upload-body.js';
import { createUploadReader } from '../../../src/source/upload-content.js';
import { makeTmpTree, type TmpTree } from './tmp-tree.js';

let tree: TmpTree | undefined;
afterEach(async () => {
  await tree?.remove();
  tree = undefined;
});

const REV = 'a'.repeat(40);
const OPERATION = 'PATCH /v1/sites/site_1/development-sessions/ses_1/source:batch';

async function collect(body: SourceWriteChunks): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of body.chunks()) chunks.push(chunk);
  return chunks;
}

function streamedKey(operation: string, chunks: readonly Buffer[]): string {
  const hasher = createIdempotencyKeyHasher(REV, operation);
  for (const chunk of chunks) hasher.update(chunk);
  return hasher.key();
}

// Multi-byte characters land across the 48 KiB slice and 64 KiB chunk boundaries.
const longText = '€ "quoted" \\ back\ttab\r\nline ü 😀 \u2028 \u0001\u001f\u007f\n'.repeat(4_000);
const binary = Buffer.from(Array.from({ length: 200_001 }, (_, i) => (i * 7919) % 256));

const FILES: Record<string, string | Uint8Array> = {
  'site.json': '{"name": "Ünïcødé \\"site\\""}\r\n',
  'pages/grüße.html': '<h1>Grüße</h1>\r\n<p>a\\b</p>\r\n',
  'assets/big.txt': longText,
  'assets/logo.png': binary,
  'assets/empty.txt': '',
  'assets/Upper.css': 'body{}',
  'assets/a-b.css': 'x',
  'assets/a.b.css': 'y',
  'content/日本.md': '# 日本\n',
};

describe('sourceWriteBody', () => {
  it('produces the canonical JSON and the key of the body the upload reader builds, byte for byte', async () => {
    tree = await makeTmpTree(FILES);
    const { files } = await readSourceTree(tree.root);
    expect(files.some((f) => f.binary)).toBe(true);
    const deletes = ['pages/zß.html', 'assets/old "one".css'];
    const built = {
      source_revision: 'rev_1',
      files: await createUploadReader().read(files),
      delete_paths: deletes,
    };
    const body = sourceWriteBody({
      fields: { source_revision: 'rev_1', delete_paths: deletes, message: undefined },
      files: [...files].reverse(),
    });
    const chunks = await collect(body);
    const bytes = Buffer.concat(chunks);
    expect(bytes.toString('utf8')).toBe(canonicalJson(built));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(built);
    expect(streamedKey(OPERATION, chunks)).toBe(idempotencyKeyFor(REV, OPERATION, built));
    expect(chunks.length).toBeGreaterThan(4);
    expect(Math.max(...chunks.map((c) => c.length))).toBe(64 * 1024);
    expect(Buffer.concat(await collect(body)).equals(bytes)).toBe(true); // produced again for a retry
  });

  it('writes a body of deletes only, and a creating body of files and a name', async () => {
    tree = await makeTmpTree({ 'site.json': '{}', 'pages/a.html': 'é\r\n' });
    const { files } = await readSourceTree(tree.root);
    const deletesOnly = Buffer.concat(
      await collect(sourceWriteBody({ fields: { source_revision: 'r', delete_paths: ['a/ß.html'] } })),
    ).toString('utf8');
    expect(deletesOnly).toBe('{"delete_paths":["a/ß.html"],"source_revision":"r"}');

    const creating = { files: await createUploadReader().read(files), name: 'sitesync "main"' };
    const chunks = await collect(sourceWriteBody({ fields: { name: 'sitesync "main"' }, files }));
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      '{"files":{"pages/a.html":{"content":"é\\n","encoding":"utf8"},"site.json":{"content":"{}","encoding":"utf8"}},"name":"sitesync \\"main\\""}',
    );
    expect(streamedKey('POST /v1/sites/development-sessions', chunks)).toBe(
      idempotencyKeyFor(REV, 'POST /v1/sites/development-sessions', creating),
    );
  });

  it('refuses a file edited since the tree was read, on every production', async () => {
    tree = await makeTmpTree({ 'a.txt': 'before', 'b.txt': 'b' });
    const { files } = await readSourceTree(tree.root);
    const body = sourceWriteBody({ fields: { source_revision: 'r' }, files });
    await collect(body);
    await writeFile(path.join(tree.root, 'a.txt'), 'after!');
    await expect(collect(body)).rejects.toMatchObject({
      code: 'SOURCE_CHANGED',
      message: 'file a.txt changed while sitesync was reading the tree',
    });
  });
});
