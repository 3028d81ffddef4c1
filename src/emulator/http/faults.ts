/**
 * Seeded fault injection for /v1 routes. A mulberry32 PRNG seeded with `seed` draws one number per
 * /v1 request (in arrival order) and, when it falls under `rate`, a second one picks the kind — so
 * the same seed and the same request sequence give the same faults. `fail-next` rules (admin route)
 * take precedence and are fully deterministic.
 */
export const FAULT_KINDS = ['500', '503', '429', 'drop_before', 'drop_after', 'stall'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

/** mulberry32: a tiny, well-distributed 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FaultSettings {
  readonly rate: number;
  readonly seed: number;
  readonly kinds: readonly FaultKind[];
}

/** A fail-next rule: the next `count` requests matching method and path pattern fail. */
export interface FailNextRule {
  readonly method: string; // '*' for any
  readonly pathPattern: string; // glob: '*' matches any characters
  /** An HTTP status (answered with an error body) or a fault kind. */
  readonly outcome: number | FaultKind;
  /** Retry-After (whole seconds) of a 429 or 503 answer, instead of 1. */
  readonly retryAfter?: number;
  remaining: number;
}

/** What happens to one request: nothing, an error status, or a connection-level fault. */
export type FaultDecision =
  | {
      readonly kind: 'status';
      readonly status: number;
      readonly label: string;
      /** Retry-After in whole seconds, for a 429 or 503 (default 1). */
      readonly retryAfter?: number;
    }
  | { readonly kind: 'drop_before' | 'drop_after' | 'stall'; readonly label: string };

/**
 * Pending fail-next rules at most. Every /v1 request is matched against each of them (up to 1,024
 * pattern characters × the path each): without a cap, a loop adding rules would make every request
 * slower without end. Tests set a handful.
 */
export const MAX_FAIL_NEXT_RULES = 100;

export class FaultInjector {
  private settings: FaultSettings;
  private random: () => number;
  private readonly rules: FailNextRule[] = [];

  constructor(settings: FaultSettings) {
    this.settings = settings;
    this.random = mulberry32(settings.seed);
  }

  /** Replaces the settings and restarts the PRNG from the seed. */
  configure(settings: FaultSettings): void {
    if (!(settings.rate >= 0 && settings.rate <= 1))
      throw new RangeError(`fault rate must be within 0..1, got ${settings.rate}`);
    if (settings.kinds.length === 0) throw new RangeError('at least one fault kind is required');
    this.settings = settings;
    this.random = mulberry32(settings.seed);
  }

  current(): FaultSettings {
    return this.settings;
  }

  /** Rules not yet used up. */
  pendingFailNext(): number {
    return this.rules.length;
  }

  /** Drops every pending rule; returns how many there were. */
  clearFailNext(): number {
    return this.rules.splice(0).length;
  }

  /** Adds a rule; the caller checks pendingFailNext() against MAX_FAIL_NEXT_RULES first. */
  addFailNext(rule: Omit<FailNextRule, 'remaining'> & { count: number }): void {
    if (this.rules.length >= MAX_FAIL_NEXT_RULES)
      throw new RangeError(`at most ${MAX_FAIL_NEXT_RULES} fail-next rules may be pending`);
    this.rules.push({
      method: rule.method.toUpperCase(),
      pathPattern: rule.pathPattern,
      outcome: rule.outcome,
      ...(rule.retryAfter !== undefined && { retryAfter: rule.retryAfter }),
      remaining: rule.count,
    });
  }

  /** The fault for one /v1 request, or null. Consumes PRNG draws only when rate > 0. */
  decide(method: string, path: string): FaultDecision | null {
    const rule = this.rules.find(
      (r) => r.remaining > 0 && (r.method === '*' || r.method === method) && globMatch(r.pathPattern, path),
    );
    if (rule) {
      rule.remaining -= 1;
      if (rule.remaining === 0) this.rules.splice(this.rules.indexOf(rule), 1);
      const decision = toDecision(rule.outcome, 'fail_next');
      return decision.kind === 'status' && rule.retryAfter !== undefined
        ? { ...decision, retryAfter: rule.retryAfter }
        : decision;
    }
    const { rate, kinds } = this.settings;
    if (rate <= 0 || kinds.length === 0) return null;
    if (this.random() >= rate) return null;
    const kind = kinds[Math.floor(this.random() * kinds.length)] ?? kinds[0]!;
    return toDecision(kind, kind);
  }
}

function toDecision(outcome: number | FaultKind, origin: string): FaultDecision {
  if (typeof outcome === 'number')
    return {
      kind: 'status',
      status: outcome,
      label: origin === 'fail_next' ? `fail_next:${outcome}` : String(outcome),
    };
  if (outcome === 'drop_before' || outcome === 'drop_after' || outcome === 'stall') {
    return { kind: outcome, label: origin === 'fail_next' ? `fail_next:${outcome}` : outcome };
  }
  const status = Number(outcome);
  return { kind: 'status', status, label: origin === 'fail_next' ? `fail_next:${outcome}` : outcome };
}

/**
 * Whether `path` matches `pattern`, where `*` stands for any run of characters (none included) and
 * every other character for itself. Two indexes and the last `*` seen: time at most the product of
 * the two lengths, whatever the pattern. (A RegExp of `.*`s backtracks: `/v1/*a*a*a…a!` against a
 * path of `a`s kept the server busy for ever.)
 */
export function globMatch(pattern: string, path: string): boolean {
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < path.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = s;
    } else if (p < pattern.length && pattern[p] === path[s]) {
      p++;
      s++;
    } else if (star >= 0) {
      p = star + 1;
      s = ++resume;
    } else return false;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}
