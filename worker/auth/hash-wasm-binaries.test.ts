import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HASH_WASM_MODULES, hashWasmBinaries } from './hash-wasm-binaries';

describe('the precompiled hash-wasm binaries of the Workers entry', () => {
  it('are exactly what the installed hash-wasm carries (else: npx tsx scripts/extract-hash-wasm.ts)', async () => {
    const installed = await hashWasmBinaries();
    const source = await readFile(path.resolve('worker/auth/workers-wasm.ts'), 'utf8');
    for (const name of HASH_WASM_MODULES) {
      const file = await readFile(path.resolve('worker/auth/wasm', `${name}.wasm`));
      expect(Buffer.compare(file, installed[name])).toBe(0);
      expect(source).toContain(`[${installed[name].byteLength}, ${name}]`);
    }
  });
});
