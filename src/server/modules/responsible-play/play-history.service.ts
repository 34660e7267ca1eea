import type { PlayHistory } from '../../../shared/contracts/responsible-play';
import { toCents, toDollars } from '../../../shared/money';
import { PRIZE_TOTALS } from '../../../shared/pricing';
import { shopMonth } from '../../../shared/responsible-play';
import type { AppContext } from '../../context';
import { productName, productsByIds } from '../catalog/catalog.service';
import { listMyCompetitions } from '../competitions/competitions.service';
import { findSpending } from './responsible-play.repository';

/** The newest entries and bids the history lists. */
const HISTORY_LIMIT = 500;

interface MonthTotals {
  entries: number;
  bids: number;
  prizes: number;
  prizesValue: number;
}

/**
 * GET /api/user/play-history: the player's paid entries and bids (what each counted against the
 * limits), the prizes they won (worth and what they paid), and totals per shop month.
 */
export async function getPlayHistory(ctx: AppContext, userId: number): Promise<PlayHistory> {
  const spending = await findSpending(ctx.db, userId, HISTORY_LIMIT);
  const games = await listMyCompetitions(ctx, userId);
  const won = games.filter((game) => game.status === 'completed' && game.winner?.userId === userId);
  const products = await productsByIds(ctx.db, [...new Set(spending.map((row) => row.productId))]);
  const names = new Map(products.map((product) => [product.id, productName(product)]));
  const nameOf = (id: number) => names.get(id) ?? `Product ${id}`;

  const months = new Map<string, MonthTotals>();
  const totalsOf = (at: Date) => {
    const month = shopMonth(at);
    let totals = months.get(month);
    if (!totals) {
      totals = { entries: 0, bids: 0, prizes: 0, prizesValue: 0 };
      months.set(month, totals);
    }
    return totals;
  };

  const history: PlayHistory = { entries: [], bids: [], prizes: [], months: [] };
  for (const row of spending) {
    const totals = totalsOf(row.createdAt);
    if (row.kind === 'entry') {
      totals.entries += row.amountCents;
      history.entries.push({
        playId: row.playId ?? 0,
        competitionId: row.competitionId ?? 0,
        productId: row.productId,
        productName: nameOf(row.productId),
        amount: toDollars(row.amountCents),
        at: row.createdAt.toISOString(),
      });
    } else {
      totals.bids += row.amountCents;
      history.bids.push({
        auctionId: row.auctionId ?? 0,
        productId: row.productId,
        productName: nameOf(row.productId),
        maxBid: toDollars(row.maxBidCents ?? 0),
        amount: toDollars(row.amountCents),
        at: row.createdAt.toISOString(),
      });
    }
  }
  for (const game of won) {
    const at = new Date(game.endTime ?? game.startTime ?? ctx.clock.now());
    const paidCents = game.prizeOutcome === 'claimed' ? PRIZE_TOTALS.totalCents : 0;
    const valueCents = toCents(game.product.price);
    const totals = totalsOf(at);
    totals.prizes += paidCents;
    totals.prizesValue += valueCents;
    history.prizes.push({
      competitionId: game.id,
      productId: game.productId,
      productName: `${game.product.brand} ${game.product.model}`,
      value: toDollars(valueCents),
      amount: toDollars(paidCents),
      outcome: game.prizeOutcome,
      at: at.toISOString(),
    });
  }
  history.prizes.sort((a, b) => b.at.localeCompare(a.at));
  history.months = [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, totals]) => ({
      month,
      entries: toDollars(totals.entries),
      bids: toDollars(totals.bids),
      spent: toDollars(totals.entries + totals.bids),
      prizes: toDollars(totals.prizes),
      prizesValue: toDollars(totals.prizesValue),
    }));
  return history;
}
