/**
 * A pass over the YAML lexer's tokens before the positioned parse: it refuses a document with more
 * aliases, or more nodes, than the caps allow (yaml-data.ts) while it is still only text — the
 * positioned parse of an alias-heavy file costs ~150 bytes of memory per byte of text (100,000
 * aliases in 2.8 MB: ~470 MB, tens of seconds), the lexer a tenth of that time and little memory.
 * The position is the token's, as file:line:column.
 */
import { CST, Lexer } from 'yaml';
import { DEFAULT_YAML_LIMITS, YamlDataError, type YamlDataLimits } from './yaml-data.js';

/** Lexer markers that stand for no text (document start, flow end, scalar start). */
const MARKERS = new Set(['\x02', '\x18', '\x1f']);
/** Tokens that each begin a node. */
const NODE_TOKENS = new Set([
  'alias',
  'scalar',
  'flow-map-start',
  'flow-seq-start',
  'seq-item-ind',
  'map-value-ind',
]);

/** Throws YamlDataError (with the offset of the token) when the text passes a cap. */
export function prescanYaml(text: string, limits: YamlDataLimits = DEFAULT_YAML_LIMITS): void {
  let offset = 0;
  let aliases = 0;
  let nodes = 0;
  for (const lexeme of new Lexer().lex(text)) {
    const type = CST.tokenType(lexeme);
    if (type === 'alias' && ++aliases > limits.maxAliases)
      throw new YamlDataError(
        'yaml_too_many_aliases',
        `more than ${limits.maxAliases} aliases; refused`,
        offset,
      );
    if (type !== undefined && type !== null && NODE_TOKENS.has(type) && ++nodes > limits.maxNodes)
      throw new YamlDataError('yaml_too_large', `more than ${limits.maxNodes} nodes; refused`, offset);
    if (!MARKERS.has(lexeme)) offset += lexeme.length;
  }
}
