import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { createDemoPin } from '../../modules/admin/admin.service';
import { openDemoAuction } from '../../modules/auctions/auctions.service';
import { ensureAdmin, userExists, userIdByUsername } from '../../modules/auth/auth.service';
import { findLiveProductRows } from '../../modules/catalog/catalog.service';
import { seedDemoDiscount } from '../../modules/discounts/discounts.service';
import type { MetricsProvider } from '../../modules/influencers/metrics-provider';
import { confirmAgeOf } from '../../modules/responsible-play/responsible-play.service';
import { seedCatalogue } from './catalog';
import { seedInfluencers } from './influencers';

export const DEMO_ADMIN_USERNAME = 'admin';

export interface DemoSeedResult {
  /** Set only when this run created the demo admin: the one time its password can be shown. */
  createdAdmin?: { username: string; password: string; pin: string | null };
  brandsAdded: number;
  productsAdded: number;
  influencersAdded: number;
  /** The demo auction was opened by this run. */
  auctionOpened?: boolean;
  /** The demo's discount code (LAGUNA10) was added by this run. */
  discountAdded?: boolean;
}

/** The demo's live auction: a product the catalogue marks BID (Bid (Auction)), for a week. */
export const DEMO_AUCTION = {
  brand: 'Laguna Optics',
  model: 'Pacific Titanium Aviator',
  startPriceCents: 9_900,
  incrementCents: 500,
  seconds: 7 * 24 * 60 * 60,
} as const;

/** Opens the demo auction once (never again after it, so a closed one is not reopened). */
async function seedDemoAuction(ctx: AppContext): Promise<boolean> {
  const product = (await findLiveProductRows(ctx)).find(
    (row) => row.brand === DEMO_AUCTION.brand && row.model === DEMO_AUCTION.model,
  );
  if (!product) return false;
  return openDemoAuction(ctx, {
    productId: product.id,
    startPriceCents: DEMO_AUCTION.startPriceCents,
    incrementCents: DEMO_AUCTION.incrementCents,
    seconds: DEMO_AUCTION.seconds,
  });
}

/**
 * Loads the demo data. Idempotent: running it again adds nothing that is already there.
 * Later modules (influencers, ...) add their demo data here.
 */
export async function seedDemo(
  ctx: AppContext,
  options: { createAdmin: boolean; metrics?: MetricsProvider | undefined },
): Promise<DemoSeedResult> {
  const result: DemoSeedResult = {
    ...(await seedCatalogue(ctx)),
    influencersAdded: await seedInfluencers(ctx, { metrics: options.metrics }),
  };
  result.auctionOpened = await seedDemoAuction(ctx);
  result.discountAdded = await seedDemoDiscount(ctx);
  if (options.createAdmin && !(await userExists(ctx, DEMO_ADMIN_USERNAME))) {
    const password = randomBytes(12).toString('base64url');
    await ensureAdmin(ctx, { username: DEMO_ADMIN_USERNAME, password });
    // The demo's own account is an adult's: it may enter a paid game without the age step.
    const adminId = await userIdByUsername(ctx, DEMO_ADMIN_USERNAME);
    if (adminId !== undefined) await confirmAgeOf(ctx.db, adminId, ctx.clock.now());
    result.createdAdmin = {
      username: DEMO_ADMIN_USERNAME,
      password,
      pin: await createDemoPin(ctx),
    };
  }
  return result;
}

export function formatDemoCredentials(admin: {
  username: string;
  password: string;
  pin: string | null;
}): string {
  return [
    '',
    '  Demo admin account created (shown only this once; stored hashed):',
    `    username:  ${admin.username}`,
    `    password:  ${admin.password}`,
    ...(admin.pin ? [`    admin PIN: ${admin.pin}`] : []),
    '  Set ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_PIN to choose your own.',
    '',
  ].join('\n');
}
