import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits for the cookie; only their SHA-256 is stored, so a database leak yields no sessions. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
