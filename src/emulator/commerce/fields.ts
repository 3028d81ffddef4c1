/** Field rules shared by catalog and CRM entities: decimals, patches, references, slug uniqueness. */
import { markWritten } from '../contract/written.js';
import { ApiError } from '../http/route.js';
import type { Collection, Entity } from './collection.js';

export function validationError(field: string, code: string, message: string): ApiError {
  return new ApiError(422, 'VALIDATION_FAILED', `${field} ${message}`, {
    errors: [{ code, message, field: `/${field}` }],
  });
}

/**
 * A decimal on write (number or decimal string, at most two decimals, not negative) as the
 * string returned on read: `12.5` → `"12.50"`. Anything else → 422 naming the field.
 */
export function toDecimalString(value: unknown, field: string): string {
  if (typeof value === 'number') {
    const cents = Math.round(value * 100);
    if (!Number.isFinite(value) || value < 0 || Math.abs(value * 100 - cents) > 1e-6) {
      throw validationError(
        field,
        'invalid_decimal',
        'must be a non-negative decimal with at most two decimals',
      );
    }
    return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  }
  const match = typeof value === 'string' ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(value) : null;
  if (!match)
    throw validationError(
      field,
      'invalid_decimal',
      'must be a non-negative decimal with at most two decimals',
    );
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/**
 * The fields a client wrote into an entity, kept in the entity under this key (so they persist with
 * it) and never returned as a field: the `minimal` response shape keeps them beside the required ones.
 */
export const WRITTEN_KEY = '$written';

/** Server-set fields: never counted as written by a client (entities stored before $written existed). */
const SERVER_FIELDS = new Set(['id', 'created_at', 'updated_at', 'archived_at', 'published_at']);

export function writtenFields(entity: Entity): string[] {
  const recorded = entity[WRITTEN_KEY];
  if (Array.isArray(recorded)) return recorded as string[];
  return Object.keys(entity).filter((field) => !SERVER_FIELDS.has(field) && field !== WRITTEN_KEY);
}

/** Records that the client wrote `fields` (the status an archive sets counts as written). */
export function markWrittenFields(
  entity: Entity,
  fields: readonly string[],
  removed: readonly string[] = [],
): void {
  const written = new Set(writtenFields(entity));
  for (const field of fields) written.add(field);
  for (const field of removed) written.delete(field);
  entity[WRITTEN_KEY] = [...written].sort();
}

/**
 * Applies a write body to an entity: `null` removes a field, decimal fields are normalised,
 * objects are copied. The fields set are recorded as written, the ones removed no longer are.
 */
export function applyFields(
  target: Entity,
  body: Readonly<Record<string, unknown>>,
  decimals: readonly string[] = [],
): void {
  const set: string[] = [];
  const removed: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (value === null || value === undefined) {
      delete target[field];
      removed.push(field);
    } else {
      if (decimals.includes(field)) target[field] = toDecimalString(value, field);
      else target[field] = typeof value === 'object' ? structuredClone(value) : value;
      set.push(field);
    }
  }
  markWrittenFields(target, set, removed);
}

/** 422 when `id` (the value of `field`) names no entity of `collection`. */
export function requireReference(collection: Collection, id: unknown, field: string): Entity | undefined {
  if (id === undefined || id === null) return undefined;
  const entity = collection.get(String(id));
  if (!entity)
    throw validationError(
      field,
      'unknown_reference',
      `refers to ${collection.kind} ${String(id)}, which does not exist`,
    );
  return entity;
}

export function isArchived(entity: Entity): boolean {
  return entity.status === 'archived';
}

/** 409 DUPLICATE_SLUG when another non-archived entity of the kind has the entity's slug. */
export function assertUniqueSlug(collection: Collection, entity: Entity): void {
  const slug = entity.slug;
  if (typeof slug !== 'string' || isArchived(entity)) return;
  const holder = collection.holderOf('slug', slug, entity.id);
  if (holder) {
    throw new ApiError(
      409,
      'DUPLICATE_SLUG',
      `slug "${slug}" is already used by ${collection.kind} ${holder.id}`,
      {
        existing_id: holder.id,
        slug,
      },
    );
  }
}

/**
 * The entity as returned: stored fields without nulls, plus `extra` (derived fields), marked with
 * the fields the client wrote (for the `minimal` shape).
 */
export function present(
  entity: Entity,
  object: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  // The fields of `{ ...entity, ...extra }` in its order, without building it: the entity's own
  // fields (an `extra` of the same name wins, in the entity's place), then extra's new ones.
  const out: Record<string, unknown> = { id: entity.id, object };
  const keep = (field: string, value: unknown): void => {
    if (value !== undefined && value !== null && field !== 'id' && field !== WRITTEN_KEY) out[field] = value;
  };
  for (const field of Object.keys(entity))
    keep(field, Object.hasOwn(extra, field) ? extra[field] : entity[field]);
  for (const field of Object.keys(extra)) if (!Object.hasOwn(entity, field)) keep(field, extra[field]);
  return markWritten(out, writtenFields(entity));
}

export function stamp(entity: Entity, now: Date): void {
  entity.updated_at = now.toISOString();
}
