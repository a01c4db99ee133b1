import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashWasmBinaries } from '../worker/auth/hash-wasm-binaries';

/**
 * Writes hash-wasm's Argon2 and BLAKE2b WebAssembly as files under worker/auth/wasm/, for the
 * Workers entry (see worker/auth/workers-wasm.ts). Run again after upgrading hash-wasm; a
 * test fails until the files match the installed package.
 */
for (const [name, bytes] of Object.entries(await hashWasmBinaries())) {
  const file = path.resolve('worker/auth/wasm', `${name}.wasm`);
  await writeFile(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}: ${bytes.byteLength} bytes`);
}
