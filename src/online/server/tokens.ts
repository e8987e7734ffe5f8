// Seat tokens are capabilities: whoever holds one commands that seat. They
// are long and random, stored only as their SHA-256, compared in constant
// time, and never logged.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A table's id: 12 random bytes, base64url (16 characters). */
export function newTableId(): string {
  return randomBytes(12).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The side whose token this is, or null; every seat is compared, in constant time. */
export function seatOf(token: string, seats: Record<string, string>): string | null {
  const given = Buffer.from(tokenHash(token), 'hex');
  let found: string | null = null;
  for (const [side, hash] of Object.entries(seats)) {
    if (timingSafeEqual(given, Buffer.from(hash, 'hex'))) found = side;
  }
  return found;
}
