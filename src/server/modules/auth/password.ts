import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost as log2(N): OWASP's profile N=2^14, r=8, p=5, about 16 MiB and tens of
 * milliseconds per hash. Production never goes below it; tests lower it (PASSWORD_HASH_COST).
 */
export const DEFAULT_PASSWORD_HASH_COST = 14;
const SHAPE = { r: 8, p: 5, keyLength: 32 };

let hashCost = DEFAULT_PASSWORD_HASH_COST;

/**
 * The cost new hashes are made with. Each hash stores its parameters, so verifying works whatever
 * the setting; a cost below the default is refused when NODE_ENV is production.
 */
export function setPasswordHashCost(cost: number, nodeEnv = process.env.NODE_ENV): void {
  if (!Number.isInteger(cost) || cost < 1 || cost > 20)
    throw new Error(`password hash cost must be a whole number from 1 to 20, not ${cost}`);
  if (nodeEnv === 'production' && cost < DEFAULT_PASSWORD_HASH_COST)
    throw new Error(
      `password hash cost ${cost} is below ${DEFAULT_PASSWORD_HASH_COST}, refused in production`,
    );
  hashCost = cost;
}

export function passwordHashCost(): number {
  return hashCost;
}

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** hashCost;
  const key = await derive(password, salt, SHAPE.keyLength, { N, r: SHAPE.r, p: SHAPE.p });
  return ['scrypt', N, SHAPE.r, SHAPE.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/** Spends the same time as a real check, so a missing username can't be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  let dummy = dummyHashes.get(hashCost);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password');
    dummyHashes.set(hashCost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
