import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * argon2id parameters: 19 MiB memory, 2 iterations, 1 lane — OWASP Password Storage
 * Cheat Sheet's first recommended configuration.
 */
/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hash a password with argon2id; returns the PHC string (salt and parameters included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** Check `password` against a PHC string; false for a mismatch or a malformed hash. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a real password, verified against when the account does not exist so that an
 * unknown email costs as much time as a wrong password.
 */
export const timingDummyHash = hashPassword(randomBytes(16).toString('hex'));

/** A random secret: 32 bytes (256 bits) as 64 hex characters. */
export function newSecret(): string {
  return randomBytes(32).toString('hex');
}

/** SHA-256 of a token or secret, hex; what we store instead of the secret itself. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new identifier (UUID v4). */
export function newId(): string {
  return randomUUID();
}

/** A UUID made from `seed` (name-based, SHA-256): the same seed gives the same id. */
export function derivedUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex').slice(0, 32).split('');
  h[12] = '5';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
