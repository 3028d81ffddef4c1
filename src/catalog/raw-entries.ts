/** The entity items of one parsed catalog file, each remembering its file and YAML path. */
import type { CatalogSection } from './types.js';
import { CATALOG_SECTIONS } from './types.js';
import type { YamlPath, YamlSource } from './yaml/yaml-source.js';
import { positionOf } from './yaml/yaml-source.js';
import type { SourceLocation } from './types.js';

export interface RawEntry {
  readonly source: YamlSource;
  readonly section: CatalogSection;
  readonly index: number;
  /** The item as plain data; anything the schema allows or rejects. */
  readonly value: unknown;
}

export function collectEntries(source: YamlSource, data: unknown): RawEntry[] {
  if (!isRecord(data)) return [];
  const entries: RawEntry[] = [];
  for (const section of CATALOG_SECTIONS) {
    const items = data[section];
    if (!Array.isArray(items)) continue;
    items.forEach((value, index) => entries.push({ source, section, index, value }));
  }
  return entries;
}

export function entryPath(entry: RawEntry, field?: string): YamlPath {
  return field === undefined ? [entry.section, entry.index] : [entry.section, entry.index, field];
}

export function entryLocation(
  entry: RawEntry,
  field?: string,
  at: 'value' | 'key' = 'value',
): SourceLocation {
  return { file: entry.source.file, ...positionOf(entry.source, entryPath(entry, field), at) };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
