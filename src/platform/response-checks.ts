/**
 * What the client relies on in an answer, checked before anything reads it. A platform that breaks
 * the contract (a required field missing, a field of the wrong type) gets a PROTOCOL_ERROR naming
 * the route and the field — not a TypeError deep inside a plan. Only the fields the client uses are
 * checked: unknown extra fields and fields it does not read are none of its business.
 *
 * A rule is a kind (`'string'`), an optional kind (`'string?'`: absent is fine, present must be
 * that kind), a nested object (`{ object: rules }`) or a list of objects (`{ each: rules }`); the
 * last two take `optional: true`.
 */
import { ProtocolError } from './errors.js';

type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
export type FieldRule =
  | Kind
  | `${Kind}?`
  | { readonly object: FieldRules; readonly optional?: boolean }
  | { readonly each: FieldRules; readonly optional?: boolean };
export interface FieldRules {
  readonly [field: string]: FieldRule;
}

/** The request an answer belongs to: its method and path name the route in the error. */
export interface AnswerOf {
  readonly method: string;
  readonly path: string;
  /** A write (it carries an Idempotency-Key): the platform may have done it before answering badly. */
  readonly idempotent?: boolean;
}

/**
 * A 2xx answer that breaks the contract. After a write the platform accepted the request, so the
 * write may have taken effect: `afterWrite` says so, and reports must not claim nothing was written.
 */
export class ContractBreach extends ProtocolError {
  readonly afterWrite: boolean;
  constructor(answer: AnswerOf, problem: string) {
    const afterWrite = answer.idempotent === true;
    super(
      answer.method,
      answer.path,
      `answered outside the contract: ${problem}${afterWrite ? ' (the platform accepted the write, so it may have taken effect)' : ''}`,
    );
    this.afterWrite = afterWrite;
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function isKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

const article = (kind: Kind): string =>
  kind === 'array' ? 'a list' : kind === 'integer' || kind === 'object' ? `an ${kind}` : `a ${kind}`;

const entriesOf = new WeakMap<FieldRules, readonly (readonly [string, FieldRule])[]>();
/** The rules' entries, listed once per rules object (a listing checks 50,000 items against one). */
function ruleEntries(rules: FieldRules): readonly (readonly [string, FieldRule])[] {
  let entries = entriesOf.get(rules);
  if (!entries) entriesOf.set(rules, (entries = Object.entries(rules)));
  return entries;
}

const kindRules = new Map<string, readonly [Kind, boolean]>();
/** `'string?'` → ['string', true], parsed once per spelling. */
function kindRule(rule: string): readonly [Kind, boolean] {
  let parsed = kindRules.get(rule);
  if (!parsed) {
    const optional = rule.endsWith('?');
    kindRules.set(rule, (parsed = [(optional ? rule.slice(0, -1) : rule) as Kind, optional]));
  }
  return parsed;
}

const pathOf = (at: string, field: string) => (at ? `${at}.${field}` : field);

/**
 * The first problem of `value` against `rules`, as "<field> <what is wrong>", or undefined. Field
 * paths are only spelled out for a problem: a clean answer allocates no string per item and field.
 */
export function problemOf(value: unknown, rules: FieldRules, at = ''): string | undefined {
  if (!isKind(value, 'object')) return `${at || 'the answer'} is ${kindOf(value)}, not an object`;
  const record = value as Record<string, unknown>;
  const entries = ruleEntries(rules);
  // Indexed, without destructuring: ~800k rule checks for a listing of 50k items, none allocating.
  for (let r = 0; r < entries.length; r++) {
    const field = entries[r]![0];
    const rule = entries[r]![1];
    const present = field in record && record[field] !== undefined;
    if (typeof rule === 'string') {
      const parsed = kindRule(rule);
      const kind = parsed[0];
      const optional = parsed[1];
      if (!present) {
        if (optional) continue;
        return `"${pathOf(at, field)}" is missing (the client needs ${article(kind)} there)`;
      }
      if (!isKind(record[field], kind))
        return `"${pathOf(at, field)}" is ${kindOf(record[field])}, not ${article(kind)}`;
      continue;
    }
    if (!present) {
      if (rule.optional) continue;
      return `"${pathOf(at, field)}" is missing (the client needs ${'each' in rule ? 'a list' : 'an object'} there)`;
    }
    if ('object' in rule) {
      const problem = problemOf(record[field], rule.object, pathOf(at, field));
      if (problem) return problem;
      continue;
    }
    const list = record[field];
    if (!Array.isArray(list)) return `"${pathOf(at, field)}" is ${kindOf(list)}, not a list`;
    for (let i = 0; i < list.length; i++) {
      // Checked without a path first; a problem is checked again to name its place.
      if (problemOf(list[i], rule.each) !== undefined)
        return problemOf(list[i], rule.each, `${pathOf(at, field)}[${i}]`);
    }
  }
  return undefined;
}

/** `value` when it keeps `rules`; otherwise a ProtocolError naming the route and the field. */
export function checked<T>(answer: AnswerOf, value: unknown, rules: FieldRules): T {
  const problem = problemOf(value, rules);
  if (problem) throw new ContractBreach(answer, problem);
  return value as T;
}

/** The items of a listing, each checked as it arrives (`items[n]` names the item in the error). */
export async function* checkedItems<T>(
  answer: AnswerOf,
  items: AsyncIterable<T>,
  rules: FieldRules,
): AsyncGenerator<T> {
  let n = 0;
  for await (const item of items) {
    const problem = problemOf(item, rules, `items[${n}]`);
    if (problem)
      throw new ProtocolError(answer.method, answer.path, `answered outside the contract: ${problem}`);
    n += 1;
    yield item;
  }
}
