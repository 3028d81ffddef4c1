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
    this.byId.set(entity.id, entity);
  }

  list(): Entity[] {
    return [...this.byId.values()];
  }

  clear(): void {
    this.byId.clear();
  }

  snapshot(): Entity[] {
    return this.list();
  }

  restore(snapshot: unknown): void {
    this.byId.clear();
    if (Array.isArray(snapshot)) for (const entity of snapshot as Entity[]) this.byId.set(entity.id, entity);
  }
}
