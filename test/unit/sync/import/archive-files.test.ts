import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkArchive } from '../../../../src/sync/import/archive-files.js';

const sha = (b: Buffer | string, alg = 'sha256') => createHash(alg).update(b).digest('hex');
type Entry = { content: string; encoding: string; checksum?: string; byte_size?: number };

/** An archive whose manifest agrees with its files unless an entry overrides checksum/size. */
function archive(
  files: Record<string, Entry>,
  extraManifest: { path: string; checksum: string; byte_size: number }[] = [],
) {
  const manifest = Object.entries(files).map(([path, f]) => {
    const bytes = Buffer.from(f.content, f.encoding === 'base64' ? 'base64' : 'utf8');
    return {
      path,
      byte_size: f.byte_size ?? bytes.length,
      binary: false,
      checksum: f.checksum ?? sha(bytes),
    };
  });
  return {
    object: 'site_source_archive',
    manifest: { files: [...manifest, ...extraManifest] },
    files: Object.fromEntries(
      Object.entries(files).map(([p, f]) => [p, { content: f.content, encoding: f.encoding }]),
    ),
  };
}

const utf8 = (content: string): Entry => ({ content, encoding: 'utf8' });

describe('checkArchive', () => {
  it('decodes what matches its manifest', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0]);
    const r = checkArchive(
      archive({
        'site.json': utf8('{}'),
        'assets/a.png': { content: png.toString('base64'), encoding: 'base64' },
      }),
      'site',
    );
    expect(r.refused).toEqual([]);
    expect(r.files.map((f) => [f.path, f.bytes.toString('hex')])).toEqual([
      ['assets/a.png', png.toString('hex')],
      ['site.json', Buffer.from('{}').toString('hex')],
    ]);
  });

  it('refuses .git (any case), .gitmodules, .sitesync, and .github at the repository root', () => {
    const files = {
      '.git/config': utf8('[core]\n\tfsmonitor = touch /tmp/pwned\n'),
      '.GIT/HEAD': utf8('ref: x'),
      'a/.Git/hooks/post-checkout': utf8('#!/bin/sh'),
      '.gitmodules': utf8(''),
      '.sitesync/state.json': utf8('{}'),
      '.github/workflows/x.yml': utf8('on: push'),
      'ok.txt': utf8('fine'),
    };
    const atRoot = checkArchive(archive(files), '');
    expect(atRoot.refused.map((r) => [r.path, r.code])).toEqual([
      ['.GIT/HEAD', 'reserved_name'],
      ['.git/config', 'reserved_name'],
      ['.github/workflows/x.yml', 'reserved_name'],
      ['.gitmodules', 'reserved_name'],
      ['.sitesync/state.json', 'reserved_name'],
      ['a/.Git/hooks/post-checkout', 'reserved_name'],
    ]);
    expect(atRoot.refused[1]!.reason).toBe(
      `".git" is git's own folder (a planted config or hook runs commands): never written`,
    );
    expect(atRoot.files.map((f) => f.path)).toEqual(['ok.txt']);
    // Below site/, .github is just a folder of the site.
    expect(checkArchive(archive(files), 'site').refused.map((r) => r.path)).not.toContain(
      '.github/workflows/x.yml',
    );
  });

  it('writes and compares the same set: manifest and files must list the same paths', () => {
    const a = archive({ 'pages/home.json': utf8('{}') });
    const r = checkArchive({ ...a, manifest: { files: [] } }, 'site');
    expect(r.refused).toEqual([
      {
        path: 'pages/home.json',
        code: 'not_in_manifest',
        reason: 'the archive holds its content but its manifest does not list it',
      },
    ]);
    const missing = checkArchive(
      archive({}, [{ path: 'site.json', checksum: sha('{}'), byte_size: 2 }]),
      'site',
    );
    expect(missing.refused.map((x) => x.code)).toEqual(['content_missing']);
  });

  it('refuses bad base64, an unknown encoding, a wrong checksum or size, no checksum', () => {
    const r = checkArchive(
      archive({
        'a.bin': { content: 'not base64!!', encoding: 'base64', checksum: sha('x') },
        'b.txt': { content: 'x', encoding: 'latin1' },
        'c.txt': { content: 'x', encoding: 'utf8', checksum: sha('y') },
        'd.txt': { content: 'x', encoding: 'utf8', byte_size: 5 },
        'e.txt': { content: 'x', encoding: 'utf8', checksum: 'nothex' },
        'f.txt': { content: 'x', encoding: 'utf8', checksum: sha('x', 'md5') },
      }),
      '',
    );
    expect(r.refused.map((x) => [x.path, x.code, x.reason])).toEqual([
      ['a.bin', 'bad_base64', 'its base64 content is not valid base64'],
      ['b.txt', 'unknown_encoding', 'its encoding "latin1" is neither "utf8" nor "base64"'],
      ['c.txt', 'checksum_mismatch', "its content does not match the manifest's sha256 checksum"],
      ['d.txt', 'size_mismatch', 'its content is 1 bytes, the manifest says 5'],
      ['e.txt', 'no_checksum', 'the manifest gives no checksum its content could be checked against'],
    ]);
    expect(r.files.map((f) => f.path)).toEqual(['f.txt']); // md5, as an emulator started with --checksum md5 hashes
  });

  it('checks a 10 MiB binary file (13.4 MiB of base64) without exhausting the regex stack', () => {
    const big = Buffer.alloc(10 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4099) big[i] = i % 251;
    const r = checkArchive(
      archive({ 'assets/big.bin': { content: big.toString('base64'), encoding: 'base64' } }),
      'site',
    );
    expect(r.refused).toEqual([]);
    expect(r.files[0]!.bytes.equals(big)).toBe(true);
  });

  it('refuses a path that is a file and also a folder, and paths differing only by case', () => {
    const r = checkArchive(
      archive({ assets: utf8('a file'), 'assets/x.css': utf8('x'), 'A.txt': utf8('1'), 'a.txt': utf8('2') }),
      'site',
    );
    expect(r.refused.map((x) => [x.path, x.code])).toEqual([
      ['a.txt', 'case_collision'],
      ['assets', 'file_and_folder'],
    ]);
    expect(r.files.map((f) => f.path)).toEqual(['A.txt', 'assets/x.css']);
  });
});
