import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/**
 * Adds `count` generated products in one INSERT ... SELECT (generate_series), spread over the seven
 * types, prices, stock and dates, with realistic text lengths.
 */
export async function generateProducts(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into products (product_type, brand, model, size, quantity, price_cents, entry_price_cents,
      max_contestants, image_url, description, play_enabled, created_at, updated_at)
    select
      (array['sunglasses','tshirt','shoe','book','coffee','tea','handbag'])[1 + i % 7],
      'Generated Brand ' || (i % 97),
      'Model ' || i || ' ' || md5(i::text),
      'One size',
      i % 40,
      1500 + (i * 7919) % 40000,
      100,
      10,
      '/images/' || md5(i::text) || '.svg',
      'BADGE:New;;A generated product used to measure the catalogue at scale. ' || repeat('Details. ', 8),
      i % 5 = 0,
      now() - (i % 365) * interval '1 day',
      now()
    from generate_series(1, ${count}) as i
  `);
}
