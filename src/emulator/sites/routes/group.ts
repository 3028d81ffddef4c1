import type { RouteDef } from '../../http/route.js';

/** A named set of routes; /v1/events lists each with its scopes and route count. */
export interface SitesRouteGroup {
  readonly name: string;
  readonly routes: RouteDef[];
}

export const SCHEMA = (name: string): string => `platform/sites/${name}.schema.json`;

export const SITE = '/v1/sites/:site_id';
export const SESSION = `${SITE}/development-sessions/:session_id`;

export function param(params: Readonly<Record<string, string>>, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`route parameter ${name} is missing`);
  return value;
}
