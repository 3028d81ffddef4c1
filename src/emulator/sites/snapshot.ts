/**
 * JSON form of the sites state. File bytes are stored once each in `blobs` (base64, keyed by
 * SHA-256), trees as path → blob key, so sessions and requests sharing files stay small. A snapshot
 * refers to the tree's buffers (Base64Bytes): the base64 text exists only as the state writer
 * produces it, a part at a time, or when the snapshot is given to JSON.stringify. What restore
 * reads back holds base64 strings.
 */
import { Base64Bytes } from '../state/base64-bytes.js';
import type {
  PageStamp,
  PreviewRecord,
  PublishRequestRecord,
  SessionRecord,
  SiteRecord,
  SitesState,
} from './state.js';
import { cachedChecksum, type SourceTree } from './tree.js';

export const SNAPSHOT_VERSION = 1;

type TreeJson = Record<string, string>;

interface SnapshotJson {
  version: number;
  /** Base64Bytes in a snapshot; their base64 strings once through JSON. */
  blobs: Record<string, Base64Bytes | string>;
  sites: (Omit<SiteRecord, 'liveTree' | 'pages'> & { liveTree: TreeJson; pages: [string, PageStamp][] })[];
  sessions: (Omit<SessionRecord, 'tree'> & { tree: TreeJson })[];
  previews: (Omit<PreviewRecord, 'tree'> & { tree: TreeJson })[];
  publishRequests: (Omit<PublishRequestRecord, 'tree'> & { tree: TreeJson })[];
}

export function snapshotState(state: SitesState): unknown {
  const blobs: Record<string, Base64Bytes> = {};
  const tree = (t: SourceTree): TreeJson => {
    const out: TreeJson = {};
    for (const [path, bytes] of t) {
      const key = cachedChecksum(bytes, 'sha256');
      blobs[key] ??= new Base64Bytes(bytes);
      out[path] = key;
    }
    return out;
  };
  const json: SnapshotJson = {
    version: SNAPSHOT_VERSION,
    blobs,
    sites: [...state.sites.values()].map((s) => ({
      ...s,
      liveTree: tree(s.liveTree),
      pages: [...s.pages].map(([k, v]) => [k, { ...v }]),
    })),
    sessions: [...state.sessions.values()].map((s) => ({ ...s, tree: tree(s.tree) })),
    previews: [...state.previews.values()].map((p) => ({ ...p, tree: tree(p.tree) })),
    publishRequests: [...state.publishRequests.values()].map((r) => ({ ...r, tree: tree(r.tree) })),
  };
  return json;
}

/** Replaces `state` with a snapshot made by snapshotState. */
export function restoreState(state: SitesState, snapshot: unknown): void {
  const json = snapshot as SnapshotJson;
  if (typeof json !== 'object' || json === null || json.version !== SNAPSHOT_VERSION) {
    throw new Error(`sites snapshot: unsupported format (expected version ${SNAPSHOT_VERSION})`);
  }
  const buffers = new Map<string, Buffer>();
  const blob = (key: string): Buffer => {
    let bytes = buffers.get(key);
    if (!bytes) {
      const stored = json.blobs[key];
      if (stored === undefined) throw new Error(`sites snapshot: missing blob ${key}`);
      bytes = stored instanceof Base64Bytes ? stored.bytes : Buffer.from(stored, 'base64');
      buffers.set(key, bytes);
    }
    return bytes;
  };
  const tree = (t: TreeJson): SourceTree =>
    new Map(Object.entries(t).map(([path, key]) => [path, blob(key)]));
  state.clear();
  for (const s of json.sites) {
    state.sites.set(s.id, {
      ...s,
      liveTree: tree(s.liveTree),
      pages: new Map(s.pages.map(([k, v]) => [k, { ...v }])),
    });
  }
  for (const s of json.sessions) state.sessions.set(s.id, { ...s, tree: tree(s.tree) });
  for (const p of json.previews) state.previews.set(p.token, { ...p, tree: tree(p.tree) });
  for (const r of json.publishRequests) state.publishRequests.set(r.id, { ...r, tree: tree(r.tree) });
}
