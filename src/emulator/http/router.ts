/**
 * Matches a request against RouteDef paths. A segment that starts with `:` is a parameter; a colon
 * anywhere else is literal (`/…/:session_id/source:batch`). A last segment `*name` takes the rest
 * of the path (one or more segments, joined with `/`).
 */
import type { HttpMethod, RouteDef } from './route.js';

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Record<string, string>;
}

interface CompiledRoute {
  readonly route: RouteDef;
  readonly segments: readonly { readonly param?: string; readonly literal?: string }[];
  /** Name of the trailing `*name` segment, if any. */
  readonly rest?: string;
}

export class Router {
  private readonly compiled: CompiledRoute[] = [];

  constructor(routes: readonly RouteDef[]) {
    for (const route of routes) this.add(route);
  }

  add(route: RouteDef): void {
    const all = splitPath(route.path);
    const last = all[all.length - 1];
    const rest = last?.startsWith('*') ? last.slice(1) : undefined;
    const segments = (rest === undefined ? all : all.slice(0, -1)).map((s) =>
      s.startsWith(':') ? { param: s.slice(1) } : { literal: s },
    );
    const clash = this.compiled.find((c) => c.route.method === route.method && c.route.path === route.path);
    if (clash) throw new Error(`route ${route.method} ${route.path} is registered twice`);
    this.compiled.push({ route, segments, ...(rest !== undefined && { rest }) });
  }

  routes(): RouteDef[] {
    return this.compiled.map((c) => c.route);
  }

  /** The route for `method` and the raw (still percent-encoded) `pathname`, literal routes first. */
  match(method: HttpMethod | string, pathname: string): RouteMatch | undefined {
    const parts = splitPath(pathname);
    let best: { match: RouteMatch; literals: number } | undefined;
    for (const c of this.compiled) {
      if (c.route.method !== method) continue;
      if (c.rest === undefined ? c.segments.length !== parts.length : parts.length <= c.segments.length)
        continue;
      const params: Record<string, string> = {};
      let literals = 0;
      let ok = true;
      if (c.rest !== undefined) {
        const tail = parts.slice(c.segments.length).map(safeDecode);
        ok = tail.every((t) => t !== '');
        params[c.rest] = tail.join('/');
      }
      for (let i = 0; i < c.segments.length && ok; i++) {
        const seg = c.segments[i]!;
        const part = parts[i]!;
        if (seg.literal !== undefined) {
          ok = seg.literal === safeDecode(part);
          literals++;
        } else {
          const value = safeDecode(part);
          ok = value !== '';
          params[seg.param!] = value;
        }
      }
      if (ok && (!best || literals > best.literals)) best = { match: { route: c.route, params }, literals };
    }
    return best?.match;
  }
}

/**
 * The path as `match` reads it: each segment percent-decoded, a trailing `/` dropped. What a
 * request is (an admin route, the device page, the API) is decided on this, never on the raw text:
 * `/%5F_emulator/reset` and `/device/` reach the same routes as `/__emulator/reset` and `/device`,
 * so they must meet the same guard.
 */
export function canonicalPath(pathname: string): string {
  return '/' + splitPath(pathname).map(safeDecode).join('/');
}

function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
