import argon2 from './wasm/argon2.wasm';
import blake2b from './wasm/blake2b.wasm';

/**
 * Workers refuse to compile WebAssembly from bytes at run time ("Wasm code generation
 * disallowed by embedder"), which is how hash-wasm loads its Argon2. Wrangler bundles `.wasm`
 * imports as modules compiled ahead of time, so on Workers `WebAssembly.compile` hands those
 * back for hash-wasm's two binaries (known by size; `hash-wasm-binaries.test.ts` checks the
 * files are exactly what the installed hash-wasm carries) and compiles anything else as usual.
 * Imported only by the Workers entry.
 */
const precompiled = new Map<number, WebAssembly.Module>([
  [7148, argon2],
  [7449, blake2b],
]);
const compile = WebAssembly.compile.bind(WebAssembly);

WebAssembly.compile = async (bytes) => {
  const size = ArrayBuffer.isView(bytes) ? bytes.byteLength : bytes.byteLength;
  return precompiled.get(size) ?? compile(bytes);
};
