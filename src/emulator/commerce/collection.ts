/** An ordered set of entities by id (insertion order = creation order, which lists keep). */
import { ApiError } from '../http/route.js';

export interface Entity {
  id: string;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

export class Collection {
  private readonly byId = new Map<string, Entity>();
  /** Ids in creation order, and each id's place in it: a list page is a slice, not a scan. */
  private readonly order: string[] = [];
  private readonly position = new Map<string, number>();

  constructor(readonly kind: string) {}

  get(id: string): Entity | undefined {
    return this.byId.get(id);
  }

  /** The entity, or 404 NOT_FOUND naming the kind and id. */
  require(id: string): Entity {
    const entity = this.byId.get(id);
    if (!entity) throw new ApiError(404, 'NOT_FOUND', `no ${this.kind} with id ${id}`);
    return entity;
  }

  put(entity: Entity): void {
    if (!this.byId.has(entity.id)) {
      this.position.set(entity.id, this.order.length);
      this.order.push(entity.id);
    }
    this.byId.set(entity.id, entity);
  }

  list(): Entity[] {
    return [...this.byId.values()];
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
    return this.order.slice(start, end).map((id) => this.byId.get(id)!);
  }

  clear(): void {
    this.byId.clear();
    this.order.length = 0;
    this.position.clear();
  }

  snapshot(): Entity[] {
    return this.list();
  }

  restore(snapshot: unknown): void {
    this.clear();
    if (Array.isArray(snapshot)) for (const entity of snapshot as Entity[]) this.put(entity);
  }
}
