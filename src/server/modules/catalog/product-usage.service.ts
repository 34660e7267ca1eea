import { sql } from 'drizzle-orm';
import { productMessages } from '../../../shared/contracts/product-input';
import type { HeldUnits, ProductUsage } from '../../../shared/contracts/product-usage';
import type { AppContext } from '../../context';
import { selectRows as rows } from '../../db/sql';
import { AppError } from '../../errors';
import { findLiveProductById } from './catalog.repository';

/**
 * Units held outside `quantity` (decision 0012): one per waiting or active competition and one per
 * won prize not yet bought or donated.
 */
const heldSql = sql`
  select product_id, count(*)::int as held from competitions
  where status in ('waiting', 'active')
     or (status = 'completed' and winner_play_id is not null and prize_outcome is null)
  group by product_id`;

/** What deleting (archiving) a live product would touch, for the admin's confirmation. */
export async function getProductUsage(ctx: AppContext, id: number): Promise<ProductUsage> {
  if (!(await findLiveProductById(ctx.db, id))) {
    throw new AppError('NOT_FOUND', productMessages.notFound);
  }
  const [row] = await rows<Omit<ProductUsage, 'productId'>>(
    ctx.db,
    sql`
      with games as (
        select c.status, c.winner_play_id, c.prize_outcome,
          (select count(*) from plays p where p.competition_id = c.id and p.refunded_at is null)
            as entries
        from competitions c where c.product_id = ${id}
      )
      select
        (select count(*) from games where status = 'waiting')::int as "waitingGames",
        (select coalesce(sum(entries), 0) from games where status = 'waiting')::int
          as "waitingEntries",
        (select count(*) from games where status = 'active')::int as "liveGames",
        (select coalesce(sum(entries), 0) from games where status = 'active')::int
          as "liveEntries",
        (select count(*) from games where status = 'completed' and winner_play_id is not null
          and prize_outcome is null)::int as "unclaimedPrizes",
        (select count(distinct order_id) from order_items where product_id = ${id})::int
          as "orders",
        (select count(*) from games where prize_outcome = 'donated')::int as "donatedPrizes",
        (select count(distinct user_id) from cart_items where product_id = ${id})::int as "carts"
    `,
  );
  if (!row) throw new Error('product usage query returned no row');
  return {
    productId: id,
    ...row,
    heldUnits: row.waitingGames + row.liveGames + row.unclaimedPrizes,
  };
}

/** Held units of every product that has any, for the admin list's stock badges. */
export async function getHeldUnits(ctx: AppContext): Promise<HeldUnits> {
  const found = await rows<{ product_id: number; held: number }>(ctx.db, heldSql);
  return Object.fromEntries(found.map((row) => [String(row.product_id), row.held]));
}
