/**
 * Progress as the CLI writes it, through createOutput with fake streams: a terminal (isTTY true)
 * gets one status line redrawn in place; CI=true, --json and a pipe get quiet plain lines;
 * NO_COLOR keeps colour out. No pty needed: the streams say what they are.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutput, type Output } from '../../../src/cli/output.js';
import { createRedactor } from '../../../src/shared/redact.js';

class FakeStream extends Writable {
  text = '';
  constructor(
    readonly isTTY: boolean,
    readonly columns = 120,
  ) {
    super();
  }
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

let output: Output | undefined;
afterEach(() => output?.close());

function setup(options: { tty: boolean; env?: NodeJS.ProcessEnv; json?: boolean }) {
  let t = 0;
  const stdout = new FakeStream(options.tty);
  const stderr = new FakeStream(options.tty);
  output = createOutput({
    stdout,
    stderr,
    json: options.json ?? false,
    env: options.env ?? {},
    redact: createRedactor(['sk_secret_value']),
    now: () => t,
  });
  return { stdout, stderr, output, advance: (ms: number) => (t += ms) };
}

// eslint-disable-next-line no-control-regex
const SGR = /\u001b\[[0-9;]*m/;

/** Writes 353 catalog updates, 1 ms of fake time each. */
function writeProducts(o: Output, advance: (ms: number) => void) {
  const bar = o.reporter().progress('catalog products', 353, { unit: 'writes' });
  for (let i = 0; i < 353; i++) {
    advance(20);
    bar.tick();
  }
  bar.done();
}

describe('on a terminal', () => {
  it('redraws one status line with counts, rate and ETA, then keeps a done line', () => {
    const { stderr, output: o, advance } = setup({ tty: true, env: { TERM: 'xterm' } });
    writeProducts(o, advance);
    const frames = stderr.text.split('\r\u001b[2K').filter(Boolean);
    expect(frames.length).toBeGreaterThan(10);
    // eslint-disable-next-line no-control-regex
    const plain = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');
    expect(frames.map(plain)).toContain(
      'catalog products [##########..........]  177/353 writes · 50 writes/s · ETA 4s · 4s',
    );
    expect(plain(stderr.text)).toContain('catalog products: 353/353 writes · 50 writes/s · done in 7s\n');
  });

  it('clears the status line before other output and draws it again after', () => {
    const { stdout, stderr, output: o, advance } = setup({ tty: true, env: { NO_COLOR: '1' } });
    const bar = o.reporter().progress('uploading source', 3, { unit: 'batches', totalBytes: 3000 });
    advance(500);
    bar.tick(1, 1000);
    o.err('warning: something');
    o.out('the plan');
    expect(stderr.text).toContain('\r\u001b[2Kwarning: something\n\r\u001b[2Kuploading source');
    expect(stdout.text).toBe('the plan\n');
    bar.done();
  });

  it('NO_COLOR: no colour sequence anywhere, still a live line', () => {
    const { stderr, output: o, advance } = setup({ tty: true, env: { NO_COLOR: '1' } });
    writeProducts(o, advance);
    expect(stderr.text).not.toMatch(SGR);
    expect(stderr.text).toContain('\r\u001b[2K');
    expect(o.color).toBe(false);
  });

  it('colours only when the terminal allows it', () => {
    const { stderr, output: o, advance } = setup({ tty: true, env: { TERM: 'xterm' } });
    writeProducts(o, advance);
    expect(stderr.text).toMatch(SGR);
    expect(o.color).toBe(true);
  });
});

describe('quiet lines: CI, --json, a pipe', () => {
  for (const [name, options] of [
    ['CI=true on a terminal', { tty: true, env: { CI: 'true' } }],
    ['--json on a terminal', { tty: true, json: true }],
    ['a pipe', { tty: false }],
  ] as const) {
    it(`${name}: a start and a done line, no carriage return, no escape`, () => {
      const { stderr, output: o, advance } = setup(options);
      writeProducts(o, advance);
      expect(stderr.text).toBe(
        'catalog products: 353 writes\ncatalog products: 353/353 writes · 50 writes/s · done in 7s\n',
      );
      expect(o.progressMode).toBe('quiet');
    });
  }

  it('a long step says how it goes every 15 s; a short step of unknown length says nothing', () => {
    const { stderr, output: o, advance } = setup({ tty: false });
    const quick = o.reporter().activity!('checking the credential');
    advance(300);
    quick.done();
    expect(stderr.text).toBe('');
    const bar = o.reporter().progress('catalog products', 1000, { unit: 'writes' });
    for (let i = 0; i < 1000; i++) {
      advance(40);
      bar.tick();
    }
    bar.done();
    const lines = stderr.text.trim().split('\n');
    expect(lines[0]).toBe('catalog products: 1000 writes');
    expect(lines.slice(1, -1)).toEqual([
      'catalog products: 375/1000 writes · 25 writes/s · ETA 25s · 15s',
      'catalog products: 750/1000 writes · 25 writes/s · ETA 10s · 30s',
    ]);
    expect(lines.at(-1)).toBe('catalog products: 1000/1000 writes · 25 writes/s · done in 40s');
  });

  it('secrets are redacted from progress too', () => {
    const { stderr, output: o } = setup({ tty: false });
    o.reporter().progress('reading sk_secret_value', 2).done();
    expect(stderr.text).not.toContain('sk_secret_value');
  });
});
