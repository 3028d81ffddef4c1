/**
 * Pure: the progress of long work as text. On a terminal one status line is redrawn in place
 * (`statusLine`); in CI, in a log or with `--json` a few plain lines are printed instead
 * (`quietLine`): when the work starts, now and then while it runs, and when it ends.
 */
import { createColors } from 'picocolors';
import { formatBytes } from './units.js';

/** One piece of work in progress. */
export interface ProgressView {
  readonly label: string;
  /** Units done so far (writes, batches, pages…). */
  readonly done: number;
  /** Units in all; undefined when unknown (a read of unknown length, a wait). */
  readonly total?: number;
  /** What a unit is, plural ("writes", "batches"); shown after the count. */
  readonly unit?: string;
  /** Bytes moved so far, and in all when known: then the rate and ETA are in bytes. */
  readonly bytes?: number;
  readonly totalBytes?: number;
  readonly elapsedMs: number;
  /** A short state ("pending", "3 requests · 1.2 MiB"). */
  readonly note?: string;
  /** For a wait: how long it may still last, in ms (shown instead of an ETA). */
  readonly remainingMs?: number;
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

function formatRate(perSecond: number, bytes: boolean, unit: string): string {
  if (bytes) return `${formatBytes(Math.round(perSecond))}/s`;
  const n = perSecond >= 10 ? Math.round(perSecond) : Math.round(perSecond * 10) / 10;
  return `${n} ${unit}/s`;
}

/** Units (or bytes) per second so far; undefined before there is anything to measure. */
export function rateOf(view: ProgressView): number | undefined {
  const amount = view.totalBytes !== undefined ? (view.bytes ?? 0) : view.done;
  if (amount <= 0 || view.elapsedMs < 200) return undefined;
  return amount / (view.elapsedMs / 1000);
}

/** Time left at the rate so far; undefined when the total or the rate is unknown. */
export function etaMs(view: ProgressView): number | undefined {
  const rate = rateOf(view);
  if (rate === undefined) return undefined;
  const left =
    view.totalBytes !== undefined
      ? view.totalBytes - (view.bytes ?? 0)
      : view.total !== undefined
        ? view.total - view.done
        : undefined;
  if (left === undefined) return undefined;
  return (Math.max(0, left) / rate) * 1000;
}

function bar(fraction: number, width: number): string {
  const filled = Math.max(0, Math.min(width, Math.round(fraction * width)));
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

/** The parts after the label: counts, bytes, rate, ETA (or time left of a wait), elapsed. */
function facts(view: ProgressView, withEta: boolean): string[] {
  const unit = view.unit ?? 'done';
  const parts: string[] = [];
  parts.push(view.total !== undefined ? `${view.done}/${view.total} ${unit}` : `${view.done} ${unit}`);
  if (view.totalBytes !== undefined) {
    parts.push(`${formatBytes(view.bytes ?? 0)} of ${formatBytes(view.totalBytes)}`);
  } else if (view.bytes !== undefined && view.bytes > 0) {
    parts.push(formatBytes(view.bytes));
  }
  if (view.note) parts.push(view.note);
  const rate = rateOf(view);
  if (rate !== undefined) parts.push(formatRate(rate, view.totalBytes !== undefined, unit));
  if (view.remainingMs !== undefined) parts.push(`${formatDuration(view.remainingMs)} left`);
  else if (withEta && view.total !== undefined && view.done < view.total) {
    const eta = etaMs(view);
    parts.push(eta === undefined ? 'ETA …' : `ETA ${formatDuration(eta)}`);
  }
  parts.push(formatDuration(view.elapsedMs));
  return parts;
}

/** A wait or a read of unknown length: facts without counts when nothing is counted. */
function isUncounted(view: ProgressView): boolean {
  return view.total === undefined && view.done === 0 && view.unit === undefined;
}

function describe(view: ProgressView, withEta: boolean): string {
  const parts = facts(view, withEta);
  return isUncounted(view) ? parts.slice(1).join(' · ') : parts.join(' · ');
}

/**
 * The terminal's status line for the work in progress (the newest piece of work with a bar; the
 * others by label), cut to `columns` so that a redraw never wraps.
 */
export function statusLine(
  views: readonly ProgressView[],
  options: { columns: number; color: boolean },
): string {
  if (views.length === 0) return '';
  const c = createColors(options.color);
  const main = views[views.length - 1]!;
  const others = views.slice(0, -1).map((v) => v.label);
  const fraction =
    main.totalBytes !== undefined && main.totalBytes > 0
      ? (main.bytes ?? 0) / main.totalBytes
      : main.total !== undefined && main.total > 0
        ? main.done / main.total
        : undefined;
  const head = fraction === undefined ? main.label : `${main.label} ${bar(fraction, 20)}`;
  const line = [
    head,
    c.dim(describe(main, true)),
    ...(others.length > 0 ? [c.dim(`(also: ${others.join(', ')})`)] : []),
  ].join('  ');
  return truncateVisible(line, Math.max(20, options.columns - 1));
}

/** One plain line for a log: `label: 120/353 writes · 34 writes/s · ETA 7s · 3s`, or `… done in 7s`. */
export function quietLine(view: ProgressView, phase: 'start' | 'update' | 'done'): string {
  if (phase === 'start') {
    const what =
      view.total !== undefined
        ? `${view.total} ${view.unit ?? ''}`.trim() +
          (view.totalBytes !== undefined ? `, ${formatBytes(view.totalBytes)}` : '')
        : (view.note ?? 'started');
    return `${view.label}: ${what}`;
  }
  if (phase === 'update') return `${view.label}: ${describe(view, true)}`;
  const parts = facts(view, false);
  // "done in 7s" reads better than a trailing elapsed time.
  parts.pop();
  const shown = isUncounted(view) ? parts.slice(1) : parts;
  return `${view.label}: ${[...shown, `done in ${formatDuration(view.elapsedMs)}`].join(' · ')}`;
}

// eslint-disable-next-line no-control-regex
const SGR = /\u001b\[[0-9;]*m/g;

/** Cuts a line to `max` visible characters, keeping colour sequences whole and closing them. */
export function truncateVisible(line: string, max: number): string {
  if (line.replace(SGR, '').length <= max) return line;
  let visible = 0;
  let out = '';
  let i = 0;
  while (i < line.length && visible < max - 1) {
    SGR.lastIndex = i;
    const m = SGR.exec(line);
    if (m && m.index === i) {
      out += m[0];
      i += m[0].length;
      continue;
    }
    out += line[i];
    visible += 1;
    i += 1;
  }
  return out + '…' + (out.includes('\u001b[') ? '\u001b[0m' : '');
}
