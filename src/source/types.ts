/** The local site source tree: what sitesync reads from the repository. */

export type ChecksumAlgorithm = 'sha256' | 'sha1' | 'md5';

export interface SourceFile {
  /** POSIX path relative to the tree root, e.g. `pages/home.json`. */
  readonly path: string;
  /** Absolute path of the bytes on disk (for a symlink inside the tree: its target). */
  readonly absPath: string;
  /** Size of the bytes that would be uploaded (text: after CRLF → LF). */
  readonly byteSize: number;
  /** Lowercase hex SHA-256 of the bytes that would be uploaded. */
  readonly checksum: string;
  /** Not valid UTF-8, or contains NUL: uploaded as base64, byte-exact. */
  readonly binary: boolean;
  /** True when CRLF was normalised to LF (a text file read with normalisation on). */
  readonly normalized: boolean;
  /** Exact bytes of this file's JSON-encoded `{content, encoding}` entry in a write body. */
  readonly encodedBytes: number;
}

export interface SourceTree {
  /** Absolute path of the tree root. */
  readonly root: string;
  /** Every file, sorted by path (UTF-8 byte order). */
  readonly files: readonly SourceFile[];
}
