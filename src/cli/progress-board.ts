/**
 * The CLI's progress on stderr. On a terminal: one status line, redrawn in place (counts, bytes,
 * rate, ETA), with a finished counted step kept as a line. Elsewhere (CI=true, a pipe or a log,
 * `--json`, TERM=dumb): quiet plain lines only — a counted step of more than one unit says when
 * it starts and ends (and every 15 s while it runs); any other step only when it took 5 s or more.
 * The text comes from the pure renderer in src/render/progress-line.ts.
 */
import type { RequestLogEntry } from '../platform/request-log.js';
import type { ProgressHandle, ProgressOptions } from '../shared/reporter.js';
import { quietLine, statusLine, type ProgressView } from '../render/progress-line.js';
import { formatBytes, plural } from '../render/units.js';

export type ProgressMode = 'tty' | 'quiet';

/** How progress is shown for this run: a terminal gets a live line, everything else quiet lines. */
export function progressModeOf(options: {
  isTTY: boolean;
  json: boolean;
  env: NodeJS.ProcessEnv;
}): ProgressMode {
  const ci = Boolean(options.env.CI) && options.env.CI !== 'false' && options.env.CI !== '0';
  if (!options.isTTY || options.json || ci || options.env.TERM === 'dumb') return 'quiet';
  return 'tty';
}

interface Item {
  readonly label: string;
  readonly counted: boolean;
  readonly total: number | undefined;
  readonly options: ProgressOptions;
  readonly startedAt: number;
  /** Traffic at the start, to show what this step moved. */
  readonly trafficAt: { requests: number; bytes: number };
  done: number;
  bytes: number;
  note: string | undefined;
  lastQuietAt: number;
}

export interface ProgressBoard {
  start(label: string, total: number | undefined, options?: ProgressOptions): ProgressHandle;
  /** Every request the platform client makes (its traffic is shown beside uncounted steps). */
  onRequest(entry: RequestLogEntry): void;
  /** Writes other stderr text without tearing the status line. */
  write(text: string): void;
  /** Runs a write to another stream (stdout) with the status line out of the way. */
  around(write: () => void): void;
  /** Removes the status line (end of the command). */
  close(): void;
}

const QUIET_UPDATE_MS = 15_000;
const QUIET_MIN_UNCOUNTED_MS = 5_000;
const REDRAW_MS = 200;
const MIN_DRAW_GAP_MS = 50;

export function createProgressBoard(options: {
  mode: ProgressMode;
  color: boolean;
  /** Raw stderr write (already redacted by the caller). */
  write: (text: string) => void;
  columns?: () => number | undefined;
  now?: () => number;
}): ProgressBoard {
  const now = options.now ?? Date.now;
  const items: Item[] = [];
  const traffic = { requests: 0, bytes: 0 };
  let shown = false;
  let lastDraw = 0;
  let timer: NodeJS.Timeout | undefined;

  const view = (item: Item): ProgressView => {
    const elapsedMs = now() - item.startedAt;
    const requests = traffic.requests - item.trafficAt.requests;
    const moved = traffic.bytes - item.trafficAt.bytes;
    const trafficNote =
      !item.counted && requests > 0 ? `${plural(requests, 'request')} · ${formatBytes(moved)}` : undefined;
    const note = [item.note, trafficNote].filter(Boolean).join(' · ') || undefined;
    return {
      label: item.label,
      done: item.done,
      ...(item.total !== undefined && { total: item.total }),
      ...(item.options.unit !== undefined && { unit: item.options.unit }),
      ...(item.counted && item.bytes > 0 && { bytes: item.bytes }),
      ...(item.options.totalBytes !== undefined && {
        totalBytes: item.options.totalBytes,
        bytes: item.bytes,
      }),
      ...(note !== undefined && { note }),
      ...(item.options.deadline !== undefined && { remainingMs: Math.max(0, item.options.deadline - now()) }),
      elapsedMs,
    };
  };

  const clearLine = () => {
    if (shown) options.write('\r\u001b[2K');
    shown = false;
  };

  const draw = (force = false) => {
    if (options.mode !== 'tty') return;
    const t = now();
    if (!force && t - lastDraw < MIN_DRAW_GAP_MS) return;
    lastDraw = t;
    // While a counted step runs, the uncounted ones around it (its phase) are not news.
    const counted = items.filter((i) => i.counted);
    const visible = counted.length > 0 ? counted : items;
    const line = statusLine(visible.map(view), {
      columns: options.columns?.() ?? 80,
      color: options.color,
    });
    options.write(`\r\u001b[2K${line}`);
    shown = line !== '';
  };

  const ensureTimer = () => {
    if (options.mode !== 'tty' || timer) return;
    timer = setInterval(() => draw(true), REDRAW_MS);
    timer.unref();
  };

  const stopTimerIfIdle = () => {
    if (items.length > 0 || !timer) return;
    clearInterval(timer);
    timer = undefined;
  };

  const around = (write: () => void) => {
    if (options.mode === 'tty' && shown) {
      clearLine();
      write();
      draw(true);
      return;
    }
    write();
  };

  const quiet = (item: Item, phase: 'start' | 'update' | 'done') => {
    options.write(quietLine(view(item), phase) + '\n');
    item.lastQuietAt = now();
  };

  /** A step worth its own lines: counted with more than one unit, or one that took a while. */
  const worthLines = (item: Item) =>
    (item.counted && (item.total ?? 0) > 1) || now() - item.startedAt >= QUIET_MIN_UNCOUNTED_MS;

  const finish = (item: Item) => {
    const index = items.indexOf(item);
    if (index < 0) return;
    items.splice(index, 1);
    if (options.mode === 'tty') {
      clearLine();
      if (item.counted && worthLines(item)) options.write(quietLine(view(item), 'done') + '\n');
      if (items.length > 0) draw(true);
    } else if (worthLines(item)) {
      quiet(item, 'done');
    }
    stopTimerIfIdle();
  };

  return {
    start(label, total, opts = {}) {
      const counted = total !== undefined;
      const item: Item = {
        label,
        counted,
        total,
        options: opts,
        startedAt: now(),
        trafficAt: { ...traffic },
        done: 0,
        bytes: 0,
        note: undefined,
        lastQuietAt: now(),
      };
      items.push(item);
      if (options.mode === 'quiet') {
        if (counted && (total ?? 0) > 1) quiet(item, 'start');
      } else {
        ensureTimer();
        draw(true);
      }
      return {
        tick: (n = 1, bytes = 0) => {
          item.done += n;
          item.bytes += bytes;
          if (options.mode === 'tty') draw();
          else if (now() - item.lastQuietAt >= QUIET_UPDATE_MS) quiet(item, 'update');
        },
        note: (text) => {
          item.note = text;
          if (options.mode === 'tty') draw();
        },
        done: () => finish(item),
      };
    },
    onRequest(entry) {
      traffic.requests += 1;
      traffic.bytes += entry.bytesSent + entry.bytesReceived;
      if (options.mode === 'quiet') {
        const t = now();
        for (const item of items)
          if (!item.counted && t - item.lastQuietAt >= QUIET_UPDATE_MS) quiet(item, 'update');
      }
    },
    write: (text) => around(() => options.write(text)),
    around,
    close() {
      items.length = 0;
      clearLine();
      stopTimerIfIdle();
    },
  };
}
