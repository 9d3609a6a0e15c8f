/**
 * One WebAssembly function, assembled here byte by byte (README.md says why):
 *
 *   axpy(scores, n, o0 … o7, q0 … q7): for s < n (n a multiple of 4):
 *     f32 scores[s] += q0 · f32 mem[o0 + s] + … + q7 · f32 mem[o7 + s]
 *
 * scores and o0…o7 are byte offsets into the memory it imports (env.memory); four rows a step in
 * 128-bit lanes (f32x4). Columns unused by a call pass q = 0.
 */

/** Columns one call adds. */
export const LANES = 8;

const leb = (v: number): number[] => {
  const out: number[] = [];
  do {
    let b = v & 0x7f;
    v >>>= 7;
    if (v) b |= 0x80;
    out.push(b);
  } while (v);
  return out;
};
const name = (s: string) => [...leb(s.length), ...Buffer.from(s, 'utf8')];
const vec = (items: number[][]) => [...leb(items.length), ...items.flat()];
const section = (id: number, bytes: number[]) => [id, ...leb(bytes.length), ...bytes];

const I32 = 0x7f;
const F32 = 0x7d;
const V128 = 0x7b;
const simd = (op: number) => [0xfd, ...leb(op)];
const V128_LOAD = simd(0x00);
const V128_STORE = simd(0x0b);
const F32X4_SPLAT = simd(0x13);
const F32X4_ADD = simd(0xe4);
const F32X4_MUL = simd(0xe6);
const ALIGN_16 = [4, 0]; // memarg: 2^4 alignment, offset 0
const get = (i: number) => [0x20, ...leb(i)];
const put = (i: number) => [0x21, ...leb(i)];
const tee = (i: number) => [0x22, ...leb(i)];
const [I32_CONST, I32_ADD, I32_SHL, I32_EQZ, I32_LT_U] = [0x41, 0x6a, 0x74, 0x45, 0x49];
const [BLOCK, LOOP, BR_IF, END, EMPTY] = [0x02, 0x03, 0x0d, 0x0b, 0x40];

function assemble(): Uint8Array<ArrayBuffer> {
  // Parameters: 0 scores, 1 n, 2…9 offsets, 10…17 weights; locals: the byte index, its end, the
  // weights splat into lanes, the running sum.
  const [SCORES, N, OFFSET, WEIGHT] = [0, 1, 2, 2 + LANES];
  const [AT, STOP, SPLAT] = [2 + 2 * LANES, 3 + 2 * LANES, 4 + 2 * LANES];
  const SUM = SPLAT + LANES;
  const body: number[] = [];
  for (let i = 0; i < LANES; i++) body.push(...get(WEIGHT + i), ...F32X4_SPLAT, ...put(SPLAT + i));
  body.push(...get(N), I32_CONST, 2, I32_SHL, ...put(STOP)); // bytes = n · 4
  body.push(BLOCK, EMPTY, ...get(STOP), I32_EQZ, BR_IF, 0); // nothing to do: out
  body.push(LOOP, EMPTY);
  body.push(...get(SCORES), ...get(AT), I32_ADD, ...V128_LOAD, ...ALIGN_16, ...put(SUM));
  for (let i = 0; i < LANES; i++) {
    body.push(...get(SUM), ...get(OFFSET + i), ...get(AT), I32_ADD, ...V128_LOAD, ...ALIGN_16);
    body.push(...get(SPLAT + i), ...F32X4_MUL, ...F32X4_ADD, ...put(SUM));
  }
  body.push(...get(SCORES), ...get(AT), I32_ADD, ...get(SUM), ...V128_STORE, ...ALIGN_16);
  body.push(...get(AT), I32_CONST, 16, I32_ADD, ...tee(AT), ...get(STOP), I32_LT_U, BR_IF, 0);
  body.push(END, END, END); // loop, block, function
  const locals = vec([
    [2, I32],
    [LANES + 1, V128],
  ]);
  const code = [...locals, ...body];
  const params = [I32, I32, ...Array<number>(LANES).fill(I32), ...Array<number>(LANES).fill(F32)];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // "\0asm", version 1
    ...section(1, vec([[0x60, ...vec(params.map((p) => [p])), 0]])), // type: (params) → ()
    ...section(2, vec([[...name('env'), ...name('memory'), 0x02, 0x00, 0x01]])), // import memory, min 1 page
    ...section(3, vec([[0]])), // function 0 has type 0
    ...section(7, vec([[...name('axpy'), 0x00, 0]])), // export it
    ...section(10, vec([[...leb(code.length), ...code]])),
  ]);
}

export type Axpy = (scores: number, n: number, ...offsetsThenWeights: number[]) => void;

let module: WebAssembly.Module | null | undefined;

/** The compiled module, or null where WebAssembly SIMD is not available. */
export function axpyModule(): WebAssembly.Module | null {
  if (module === undefined) {
    const bytes = assemble();
    module = WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
  }
  return module;
}

/** The kernel on `memory`. */
export function axpyOn(memory: WebAssembly.Memory): Axpy {
  const instance = new WebAssembly.Instance(axpyModule()!, { env: { memory } });
  return instance.exports.axpy as Axpy;
}
