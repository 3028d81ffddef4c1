/**
 * The listing the SIMD escape counter's module (src/source/escape-count-simd.ts,
 * ESCAPE_COUNT_MODULE) is assembled from, byte by byte: WebAssembly core and the fixed-width SIMD
 * proposal. The tests check the shipped bytes are these.
 */
import { SIMD_CHUNK_BYTES } from '../../src/source/escape-count-simd.js';

/** Up to 255 vectors per lane count before it is widened: a lane counts at most 255. */
const VECTORS_PER_ROUND = 255;

const I32 = 0x7f;
const V128 = 0x7b;
const op = {
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  if: [0x04, 0x40],
  end: [0x0b],
  br: (depth: number) => [0x0c, depth],
  brIf: (depth: number) => [0x0d, depth],
  get: (local: number) => [0x20, local],
  set: (local: number) => [0x21, local],
  i32Const: (value: number) => [0x41, ...sleb128(value)],
  i32Add: [0x6a],
  i32GtU: [0x4b],
  i32GeU: [0x4f],
  v128Load: [0xfd, 0x00, 0x00, 0x00], // align 1, offset 0
  v128Splat8: (byte: number) => [0xfd, 0x0c, ...new Array<number>(16).fill(byte)], // v128.const
  v128Splat32: (word: number) => [0xfd, 0x0c, ...[0, 1, 2, 3].flatMap(() => le32(word))],
  i8x16Eq: [0xfd, 0x23],
  i8x16LtU: [0xfd, 0x26],
  v128AndNot: [0xfd, 0x4f],
  v128Or: [0xfd, 0x50],
  i8x16Sub: [0xfd, 0x71],
  i16x8ExtAddPairwiseI8x16U: [0xfd, 0x7d],
  i32x4ExtAddPairwiseI16x8U: [0xfd, 0x7f],
  i32x4ExtractLane: (lane: number) => [0xfd, 0x1b, lane],
  i32x4Add: [0xfd, 0xae, 0x01],
  i32x4Mul: [0xfd, 0xb5, 0x01],
};

// Locals: 0 the length (the parameter), 1 p, 2 stop, 3 acc1, 4 acc5, 5 tot1, 6 tot5, 7 v, 8 short.
const [LENGTH, P, STOP, ACC1, ACC5, TOT1, TOT5, V, SHORT] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** total += acc's sixteen byte counts, widened into its four 32-bit lanes. */
const widen = (total: number, acc: number) => [
  ...op.get(total),
  ...op.get(acc),
  ...op.i16x8ExtAddPairwiseI8x16U,
  ...op.i32x4ExtAddPairwiseI16x8U,
  ...op.i32x4Add,
  ...op.set(total),
];

const BODY = [
  ...op.block, // $exit
  ...op.loop, // $round
  ...[...op.get(P), ...op.get(LENGTH), ...op.i32GeU, ...op.brIf(1)],
  // stop = min(length, p + 16 × 255)
  ...[...op.get(P), ...op.i32Const(16 * VECTORS_PER_ROUND), ...op.i32Add, ...op.set(STOP)],
  ...[
    ...op.get(STOP),
    ...op.get(LENGTH),
    ...op.i32GtU,
    ...op.if,
    ...op.get(LENGTH),
    ...op.set(STOP),
    ...op.end,
  ],
  ...[...op.v128Splat8(0), ...op.set(ACC1), ...op.v128Splat8(0), ...op.set(ACC5)],
  ...op.block, // $roundDone
  ...op.loop, // $vector
  ...[...op.get(P), ...op.get(STOP), ...op.i32GeU, ...op.brIf(1)],
  ...[...op.get(P), ...op.v128Load, ...op.set(V)],
  // short = ((v - 8) <u 6) and not (v == 11)
  ...[...op.get(V), ...op.v128Splat8(8), ...op.i8x16Sub, ...op.v128Splat8(6), ...op.i8x16LtU],
  ...[...op.get(V), ...op.v128Splat8(11), ...op.i8x16Eq, ...op.v128AndNot, ...op.set(SHORT)],
  // acc1 -= (v == '"') | (v == '\') | short   (a set lane is -1)
  ...op.get(ACC1),
  ...[...op.get(V), ...op.v128Splat8(0x22), ...op.i8x16Eq],
  ...[...op.get(V), ...op.v128Splat8(0x5c), ...op.i8x16Eq, ...op.v128Or],
  ...[...op.get(SHORT), ...op.v128Or, ...op.i8x16Sub, ...op.set(ACC1)],
  // acc5 -= (v <u 0x20) and not short
  ...op.get(ACC5),
  ...[...op.get(V), ...op.v128Splat8(0x20), ...op.i8x16LtU, ...op.get(SHORT), ...op.v128AndNot],
  ...[...op.i8x16Sub, ...op.set(ACC5)],
  ...[...op.get(P), ...op.i32Const(16), ...op.i32Add, ...op.set(P)],
  ...op.br(0),
  ...op.end, // $vector
  ...op.end, // $roundDone
  ...widen(TOT1, ACC1),
  ...widen(TOT5, ACC5),
  ...op.br(0),
  ...op.end, // $round
  ...op.end, // $exit
  // tot1 + 5 × tot5, its four lanes added
  ...[
    ...op.get(TOT5),
    ...op.v128Splat32(5),
    ...op.i32x4Mul,
    ...op.get(TOT1),
    ...op.i32x4Add,
    ...op.set(TOT1),
  ],
  ...[...op.get(TOT1), ...op.i32x4ExtractLane(0), ...op.get(TOT1), ...op.i32x4ExtractLane(1), ...op.i32Add],
  ...[...op.get(TOT1), ...op.i32x4ExtractLane(2), ...op.i32Add, ...op.get(TOT1), ...op.i32x4ExtractLane(3)],
  ...op.i32Add,
  ...op.end,
];

/** The module's bytes: one function `count(length) -> extra`, and its memory. */
export function escapeCountModule(): Uint8Array {
  const locals = [2, 2, I32, 6, V128]; // two groups: 2 × i32 (p, stop), 6 × v128
  const code = [...locals, ...BODY];
  const section = (id: number, content: number[]) => [id, ...uleb128(content.length), ...content];
  const name = (text: string) => [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [1, 0x60, 1, I32, 1, I32]), // type: (i32) -> i32
    ...section(3, [1, 0]), // function 0 of type 0
    ...section(5, [1, 0x00, SIMD_CHUNK_BYTES / 65536]), // memory: min pages, no max
    ...section(7, [2, ...name('memory'), 0x02, 0, ...name('count'), 0x00, 0]),
    ...section(10, [1, ...uleb128(code.length), ...code]),
  ]);
}

function uleb128(value: number): number[] {
  const out: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    out.push(byte);
  } while (value !== 0);
  return out;
}

function sleb128(value: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const done = (value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

function le32(value: number): number[] {
  return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
}
