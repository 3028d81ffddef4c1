/** An ordered set of entities by id (insertion order = creation order, which lists keep). */
import { ApiError } from '../http/route.js';
import { HolderIndex, type HolderIndexSpec } from './holder-index.js';

export interface Entity {
  id: string;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

export class Collection {
  private readonly byId = new Map<string, Entity>();
  /** The entities in creation order, and each id's place in it: a list page is a slice, not a scan. */
  private readonly order: Entity[] = [];
  private readonly position = new Map<string, number>();
  /** Holders of each value of the indexed fields (the duplicate checks), by field. */
  private readonly indexes = new Map<string, HolderIndex>();

  constructor(
    readonly kind: string,
    indexed: readonly HolderIndexSpec[] = [],
  ) {
    for (const spec of indexed) this.indexes.set(spec.field, new HolderIndex(spec, (id) => this.indexOf(id)));
  }

  get(id: string): Entity | undefined {
    return this.byId.get(id);
  }

  /** The entity, or 404 NOT_FOUND naming the kind and id. */
  require(id: string): Entity {
    const entity = this.byId.get(id);
    if (!entity) throw new ApiError(404, 'NOT_FOUND', `no ${this.kind} with id ${id}`);
    return entity;
  }

  /**
   * Adds or replaces an entity. Never change an entity in place after putting it: copy, change the
   * copy, put the copy (the holder indexes are kept here, from the old and the new version).
   */
  put(entity: Entity): void {
    const previous = this.byId.get(entity.id);
    if (previous) {
      this.order[this.position.get(entity.id)!] = entity;
    } else {
      this.position.set(entity.id, this.order.length);
      this.order.push(entity);
    }
    this.byId.set(entity.id, entity);
    for (const index of this.indexes.values()) index.replace(previous, entity);
  }

  /**
   * The first entity in creation order, other than `exceptId`, that holds `value` in the indexed
   * `field` (for a slug: not archived) — what a scan of {@link list} would find first.
   */
  holderOf(field: string, value: string, exceptId?: string): Entity | undefined {
    const index = this.indexes.get(field);
    if (!index) throw new Error(`${this.kind} collection keeps no index of ${field}`);
    const id = index.first(value, exceptId);
    return id === undefined ? undefined : this.byId.get(id);
  }

  list(): Entity[] {
    return this.order.slice();
  }

  /** How many entities it holds. */
  get length(): number {
    return this.order.length;
  }

  /** The place of `id` in creation order, or -1. */
  indexOf(id: string): number {
    return this.position.get(id) ?? -1;
  }

  /** The entities from place `start` up to (not including) `end`, in creation order. */
  slice(start: number, end: number): Entity[] {
    return this.order.slice(start, end);
  }

  clear(): void {
    this.byId.clear();
    this.order.length = 0;
    this.position.clear();
    for (const index of this.indexes.values()) index.clear();
  }

  snapshot(): Entity[] {
    return this.list();
  }

  restore(snapshot: unknown): void {
    this.clear();
    if (Array.isArray(snapshot)) for (const entity of snapshot as Entity[]) this.put(entity);
  }
}
