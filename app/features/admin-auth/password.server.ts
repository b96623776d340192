import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 declares its Algorithm as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
