import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The WebAssembly binaries hash-wasm carries inline (base64), decoded. Node-only. */
export const HASH_WASM_MODULES = ['argon2', 'blake2b'] as const;

export async function hashWasmBinaries(): Promise<Record<(typeof HASH_WASM_MODULES)[number], Buffer>> {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve('hash-wasm/package.json')), 'dist/index.esm.js');
  const source = await readFile(dist, 'utf8');
  const decode = (name: string) => {
    const m = new RegExp(`var name(\\$\\w+) = "${name}";\\s*var data\\1 = "([A-Za-z0-9+/=]+)"`).exec(source);
    if (!m?.[2]) throw new Error(`hash-wasm no longer carries "${name}" the way this script reads it`);
    return Buffer.from(m[2], 'base64');
  };
  return { argon2: decode('argon2'), blake2b: decode('blake2b') };
}
