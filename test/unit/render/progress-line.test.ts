/** The progress renderer (pure): counts, bytes, rate, ETA; plain lines for logs. */
import { describe, expect, it } from 'vitest';
import {
  etaMs,
  formatDuration,
  quietLine,
  rateOf,
  statusLine,
  truncateVisible,
} from '../../../src/render/progress-line.js';

const products = { label: 'catalog products', done: 120, total: 353, unit: 'writes', elapsedMs: 2_400 };

describe('statusLine (a terminal)', () => {
  it('shows a bar, the counts, the rate and the time left', () => {
    expect(statusLine([products], { columns: 200, color: false })).toBe(
      'catalog products [#######.............]  120/353 writes · 50 writes/s · ETA 5s · 2s',
    );
  });

  it('counts bytes when the total is in bytes (uploads): rate and ETA in bytes', () => {
    const upload = {
      label: 'uploading source',
      done: 1,
      total: 3,
      unit: 'batches',
      bytes: 4 * 1024 * 1024,
      totalBytes: 12 * 1024 * 1024,
      elapsedMs: 2_000,
    };
    expect(rateOf(upload)).toBe(2 * 1024 * 1024);
    expect(etaMs(upload)).toBe(4_000);
    expect(statusLine([upload], { columns: 200, color: false })).toBe(
      'uploading source [#######.............]  1/3 batches · 4.0 MiB of 12 MiB · 2.0 MiB/s · ETA 4s · 2s',
    );
  });

  it('shows a step of unknown length by its note and time, and a wait by its time left', () => {
    const read = {
      label: 'reading the live catalog',
      done: 0,
      elapsedMs: 3_200,
      note: '12 requests · 1.5 MiB',
    };
    expect(statusLine([read], { columns: 200, color: false })).toBe(
      'reading the live catalog  12 requests · 1.5 MiB · 3s',
    );
    const wait = {
      label: 'waiting for the owner',
      done: 0,
      elapsedMs: 65_000,
      note: 'pending',
      remainingMs: 535_000,
    };
    expect(statusLine([wait], { columns: 200, color: false })).toBe(
      'waiting for the owner  pending · 8m55s left · 1m05s',
    );
  });

  it('never wraps: cut to the terminal width, colour sequences kept whole and closed', () => {
    const line = statusLine([products], { columns: 60, color: true });
    // eslint-disable-next-line no-control-regex
    expect(line.replace(/\u001b\[[0-9;]*m/g, '')).toHaveLength(59);
    expect(line).toContain('\u001b[2m'); // the dim facts start before the cut
    expect(line.endsWith('\u001b[0m')).toBe(true);
    expect(truncateVisible('abcdef', 4)).toBe('abc…');
  });

  it('has no colour sequence when colour is off', () => {
    expect(statusLine([products], { columns: 200, color: false })).not.toContain('\u001b');
  });
});

describe('quietLine (CI, logs, --json)', () => {
  it('says what starts, how it goes and how long it took', () => {
    expect(quietLine({ ...products, done: 0, elapsedMs: 0 }, 'start')).toBe('catalog products: 353 writes');
    expect(quietLine(products, 'update')).toBe(
      'catalog products: 120/353 writes · 50 writes/s · ETA 5s · 2s',
    );
    expect(quietLine({ ...products, done: 353, elapsedMs: 7_060 }, 'done')).toBe(
      'catalog products: 353/353 writes · 50 writes/s · done in 7s',
    );
  });

  it('formats durations for people', () => {
    expect([
      formatDuration(400),
      formatDuration(59_600),
      formatDuration(61_000),
      formatDuration(3_720_000),
    ]).toEqual(['0s', '1m00s', '1m01s', '1h02m']);
  });
});
