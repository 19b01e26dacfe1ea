/**
 * Password hashing with argon2id (@node-rs/argon2), the current OWASP recommendation
 * (OWASP Password Storage Cheat Sheet: m=19 MiB, t=2, p=1).
 */
import { hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Returns an encoded argon2id hash ($argon2id$v=19$...). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` matches the encoded hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the email is unknown so that a wrong
 * email and a wrong password take the same time (no account enumeration by timing).
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`unused-${crypto.randomUUID()}`);
  return dummy;
}
