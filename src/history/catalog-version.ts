/**
 * Pure: the entities of one committed catalog file, normalised as the plan normalises the YAML
 * (decimals with two places, `published` → `active`, references by slug). Lenient: an old version
 * may not validate today; whatever entity it defines is taken, problems are ignored.
 */
import { buildEntity } from '../catalog/build-entity.js';
import { collectEntries } from '../catalog/raw-entries.js';
import { fastLoad } from '../catalog/yaml/fast-load.js';
import { lazySource, parseYamlSource, type YamlSource } from '../catalog/yaml/yaml-source.js';
import { entityKey, type EntityKey, type EntityVersion } from './types.js';

export function entitiesOfCatalogText(text: string, file: string): Map<EntityKey, EntityVersion> {
  const out = new Map<EntityKey, EntityVersion>();
  let source: YamlSource;
  let data: unknown;
  const fast = fastLoad(text);
  if (fast) {
    source = lazySource(text, file, fast.itemPositions);
    data = fast.data;
  } else {
    const parsed = parseYamlSource(text, file);
    if (parsed.issues.some((i) => i.code === 'yaml_syntax')) return out;
    source = parsed.source;
    try {
      data = source.doc.toJS({ maxAliasCount: 100 });
    } catch {
      return out;
    }
  }
  for (const entry of collectEntries(source, data)) {
    const built = buildEntity(entry).built;
    if (!built) continue;
    const { kind, key, fields, refs, archived } = built.entity;
    const k = entityKey(kind, key);
    if (!out.has(k)) out.set(k, { fields, refs, archived });
  }
  return out;
}
