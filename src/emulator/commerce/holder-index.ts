/**
 * Which entities of a collection hold each value of one field, in creation order: what the
 * duplicate checks (409 DUPLICATE_SLUG, DUPLICATE_SERVICE_CODE) look up instead of scanning every
 * entity. Kept by `Collection` on every `put`, `clear` and `restore`; that is enough because an
 * entity is never changed in place once put (writers copy it, change the copy, and put the copy).
 */
import type { Entity } from './collection.js';
import { isArchived } from './fields.js';

export interface HolderIndexSpec {
  /** The field, e.g. `slug`. Only string values are held. */
  readonly field: string;
  /** Whether an archived entity (status `archived`) still holds its value: a slug is freed by archiving. */
  readonly archivedHolds: boolean;
}

export class HolderIndex {
  /** value → ids holding it, in creation order (one id, unless restored data holds duplicates). */
  private readonly holders = new Map<string, string[]>();

  constructor(
    readonly spec: HolderIndexSpec,
    /** An id's place in creation order. */
    private readonly placeOf: (id: string) => number,
  ) {}

  private valueOf(entity: Entity | undefined): string | undefined {
    if (entity === undefined) return undefined;
    const value = entity[this.spec.field];
    if (typeof value !== 'string') return undefined;
    return !this.spec.archivedHolds && isArchived(entity) ? undefined : value;
  }

  /** `next` replaces `previous` (undefined for a new entity; `next.id` already has its place). */
  replace(previous: Entity | undefined, next: Entity): void {
    const before = this.valueOf(previous);
    const after = this.valueOf(next);
    if (before === after && before !== undefined) return;
    if (before !== undefined) this.remove(before, next.id);
    if (after !== undefined) this.add(after, next.id);
  }

  /** The id of the first holder of `value` in creation order other than `exceptId`. */
  first(value: string, exceptId?: string): string | undefined {
    const ids = this.holders.get(value);
    if (ids === undefined) return undefined;
    return ids[0] !== exceptId ? ids[0] : ids[1];
  }

  clear(): void {
    this.holders.clear();
  }

  private add(value: string, id: string): void {
    const ids = this.holders.get(value);
    if (ids === undefined) {
      this.holders.set(value, [id]);
      return;
    }
    const place = this.placeOf(id);
    let at = ids.length;
    while (at > 0 && this.placeOf(ids[at - 1]!) > place) at--;
    ids.splice(at, 0, id);
  }

  private remove(value: string, id: string): void {
    const ids = this.holders.get(value);
    if (ids === undefined) return;
    const at = ids.indexOf(id);
    if (at >= 0) ids.splice(at, 1);
    if (ids.length === 0) this.holders.delete(value);
  }
}
