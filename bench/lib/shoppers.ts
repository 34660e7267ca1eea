import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashSessionToken } from '../../src/server/modules/auth/session-token';
import { SESSION_COOKIE } from '../../src/server/plugins/auth';
import { toDollars } from '../../src/shared/money';
import { orderTotals } from '../../src/shared/pricing';
import type { ServerProcess } from './server-process';

export interface BenchCustomer {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; city: string; state: string; postalCode: string };
}

/** The bench's shoppers' details: complete, delivered in 92651. */
export const BENCH_CUSTOMER: BenchCustomer = {
  name: 'Bench Shopper',
  email: 'bench@example.com',
  phone: '9495550100',
  address: { line1: '1 Bench Way', city: 'Laguna Beach', state: 'CA', postalCode: '92651' },
};

/** `POST /api/orders`'s body for one unit at `unitPriceCents`, with the totals the shop computes. */
export function payNowBody(productId: number, unitPriceCents: number): string {
  const totals = orderTotals([{ unitPriceCents, quantity: 1 }], 0);
  return JSON.stringify({
    productId,
    quantity: 1,
    subtotal: toDollars(totals.subtotalCents),
    shipping: 0,
    tax: toDollars(totals.taxCents),
    total: toDollars(totals.totalCents),
    customerInfo: BENCH_CUSTOMER,
  });
}

/**
 * `count` shoppers with complete profiles (`customer`) and the same card on file, each signed in:
 * one signs up through the API (so its rows are what the shop writes), the others are copies of its
 * rows, made in one statement.
 */
export async function signedInShoppers(
  server: ServerProcess,
  db: pg.Client,
  count: number,
  customer: BenchCustomer = BENCH_CUSTOMER,
): Promise<{ userId: number; cookie: string }[]> {
  const json = { 'content-type': 'application/json' };
  const prefix = `shopper_${randomBytes(3).toString('hex')}`;
  const registered = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: prefix, password: 'bench-password' }),
  });
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const profile = await fetch(`${server.url}/api/user/profile`, {
    method: 'PATCH',
    headers: { ...json, cookie },
    body: JSON.stringify({
      ...customer,
      paymentMethod: { type: 'credit_card', token: 'cnon:card-nonce-ok' },
    }),
  });
  if (!profile.ok) throw new Error(`shoppers: the profile answered ${profile.status}`);
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const { rows } = await db.query<{ id: number; n: string }>(
    `with template as (select * from users where username = $3),
     made as (
       insert into users (username, username_key, password_hash, created_at)
       select $3 || '_' || n, $3 || '_' || n, template.password_hash, now()
       from template, generate_series(1, $1::int) as n
       returning id, username
     ),
     profiles as (
       insert into user_profiles (user_id, name, email, phone, address_line1, city, state, postal_code, country, updated_at)
       select made.id, p.name, p.email, p.phone, p.address_line1, p.city, p.state, p.postal_code, p.country, now()
       from made, user_profiles p, template where p.user_id = template.id
     ),
     cards as (
       insert into payment_cards (user_id, provider, provider_card_id, provider_customer_id, brand, last4, exp_month, exp_year, created_at)
       select made.id, c.provider, c.provider_card_id, c.provider_customer_id, c.brand, c.last4, c.exp_month, c.exp_year, now()
       from made, payment_cards c, template where c.user_id = template.id and c.replaced_at is null
     ),
     signed_in as (
       insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
       select hashes.hash, made.id, now(), now(), now() + interval '1 day'
       from made
       join unnest($2::text[]) with ordinality as hashes(hash, n) on made.username = $3 || '_' || hashes.n
     )
     select made.id, substring(made.username from '[0-9]+$') as n from made`,
    [count, tokens.map(hashSessionToken), prefix],
  );
  const shoppers = new Array<{ userId: number; cookie: string }>(count);
  for (const row of rows) {
    const index = Number(row.n) - 1;
    shoppers[index] = { userId: row.id, cookie: `${SESSION_COOKIE}=${tokens[index]}` };
  }
  return shoppers;
}

/** Paid games and bids ask for the player's age confirmed (decision 0039): these users have it. */
export async function confirmAges(db: pg.Client, userIds: number[]): Promise<void> {
  await db.query(
    `insert into play_limits (user_id, age_confirmed_at, updated_at)
     select id, now(), now() from unnest($1::int[]) as id
     on conflict (user_id) do update set age_confirmed_at = excluded.age_confirmed_at`,
    [userIds],
  );
}
