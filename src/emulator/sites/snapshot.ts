/**
 * JSON form of the sites state. File bytes are stored once each in `blobs` (base64, keyed by
 * SHA-256), trees as path → blob key, so sessions and requests sharing files stay small.
 */
import { checksumOf } from './checksum.js';
import type {
  PageStamp,
  PreviewRecord,
  PublishRequestRecord,
  SessionRecord,
  SiteRecord,
  SitesState,
} from './state.js';
import type { SourceTree } from './tree.js';

export const SNAPSHOT_VERSION = 1;

type TreeJson = Record<string, string>;

interface SnapshotJson {
  version: number;
  blobs: Record<string, string>;
  sites: (Omit<SiteRecord, 'liveTree' | 'pages'> & { liveTree: TreeJson; pages: [string, PageStamp][] })[];
  sessions: (Omit<SessionRecord, 'tree'> & { tree: TreeJson })[];
  previews: (Omit<PreviewRecord, 'tree'> & { tree: TreeJson })[];
  publishRequests: (Omit<PublishRequestRecord, 'tree'> & { tree: TreeJson })[];
}

export function snapshotState(state: SitesState): unknown {
  const blobs: Record<string, string> = {};
  const keyOf = new Map<Buffer, string>();
  const tree = (t: SourceTree): TreeJson => {
    const out: TreeJson = {};
    for (const [path, bytes] of t) {
      let key = keyOf.get(bytes);
      if (key === undefined) {
        key = checksumOf(bytes, 'sha256');
        keyOf.set(bytes, key);
        blobs[key] ??= bytes.toString('base64');
      }
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
      const base64 = json.blobs[key];
      if (base64 === undefined) throw new Error(`sites snapshot: missing blob ${key}`);
      bytes = Buffer.from(base64, 'base64');
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
