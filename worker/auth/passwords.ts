import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * Argon2id through WebAssembly (hash-wasm): memory-hard, and the same code runs on Workers and
 * Node. The parameters travel inside the encoded hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash),
 * so older hashes still verify and are upgraded at the next sign-in.
 */
const ITERATIONS = 2;
const PARALLELISM = 1;

export async function hashPassword(password: string, memoryKib: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({
    password,
    salt,
    iterations: ITERATIONS,
    parallelism: PARALLELISM,
    memorySize: memoryKib,
    hashLength: 32,
    outputType: 'encoded',
  });
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: encoded });
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** True when the stored hash is weaker than what the config asks for now. */
export function needsRehash(encoded: string, memoryKib: number): boolean {
  const m = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
  if (!m) return true;
  return Number(m[1]) < memoryKib || Number(m[2]) < ITERATIONS;
}
