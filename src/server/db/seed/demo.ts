import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { createDemoPin, replaceDemoPin } from '../../modules/admin/admin.service';
import { openDemoAuction } from '../../modules/auctions/demo-auction.service';
import {
  createAccount,
  ensureAdmin,
  userExists,
  userIdByUsername,
} from '../../modules/auth/auth.service';
import { findLiveProductRows } from '../../modules/catalog/catalog.service';
import { seedDemoDiscount } from '../../modules/discounts/discounts.service';
import {
  linkInfluencerAccount,
  listAdminInfluencers,
} from '../../modules/influencers/inbox.service';
import type { MetricsProvider } from '../../modules/influencers/metrics-provider';
import { confirmAgeOf } from '../../modules/responsible-play/responsible-play.service';
import type { ShownAccount } from '../../ops/banner';
import { seedCatalogue } from './catalog';
import { seedInfluencers } from './influencers';

export const DEMO_ADMIN_USERNAME = 'admin';

/** The demo's influencer account: it answers Sofia Martinez's chats from /inbox. */
export const DEMO_INFLUENCER_ACCOUNT = {
  username: 'sofia_martinez',
  influencerId: 'sofia',
} as const;

export interface DemoSeedResult {
  /**
   * The demo accounts this run created, with their passwords: the one time they can be shown (the
   * start banner lists each). Empty when they existed already.
   */
  createdAccounts: ShownAccount[];
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
  options: {
    createAdmin: boolean;
    metrics?: MetricsProvider | undefined;
    /** The games' fill window (COMPETITION_FILL_HOURS); the default unless given. */
    fillSeconds?: number | undefined;
  },
): Promise<DemoSeedResult> {
  const result: DemoSeedResult = {
    createdAccounts: [],
    ...(await seedCatalogue(ctx, options.fillSeconds)),
    influencersAdded: await seedInfluencers(ctx, { metrics: options.metrics }),
  };
  result.auctionOpened = await seedDemoAuction(ctx);
  const influencerAccount = await seedInfluencerAccount(ctx);
  result.discountAdded = await seedDemoDiscount(ctx);
  if (options.createAdmin && !(await userExists(ctx, DEMO_ADMIN_USERNAME))) {
    const password = newDemoPassword();
    await ensureAdmin(ctx, { username: DEMO_ADMIN_USERNAME, password });
    // The demo's own account is an adult's: it may enter a paid game without the age step.
    const adminId = await userIdByUsername(ctx, DEMO_ADMIN_USERNAME);
    if (adminId !== undefined) await confirmAgeOf(ctx.db, adminId, ctx.clock.now());
    result.createdAccounts.push({
      label: DEMO_ADMIN_LABEL,
      username: DEMO_ADMIN_USERNAME,
      password,
      pin: await createDemoPin(ctx),
    });
  }
  if (influencerAccount) result.createdAccounts.push(influencerAccount);
  return result;
}

/**
 * The demo influencer's account, linked to its profile, once: not when the name is taken or the
 * influencer already has an account (an operator's choice stands).
 */
async function seedInfluencerAccount(ctx: AppContext): Promise<ShownAccount | undefined> {
  const { username, influencerId } = DEMO_INFLUENCER_ACCOUNT;
  const influencer = (await listAdminInfluencers(ctx)).find((entry) => entry.id === influencerId);
  if (!influencer || influencer.account || (await userExists(ctx, username))) return undefined;
  const password = newDemoPassword();
  if ((await createAccount(ctx, { username, password })) === undefined) return undefined;
  await linkInfluencerAccount(ctx, influencerId, username);
  return { label: `Influencer ${influencer.name} (/inbox)`, username, password };
}

const DEMO_ADMIN_LABEL = 'Demo admin';

function newDemoPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * `npm run admin:reset`: a new password for the demo admin and a new admin PIN (replacing any),
 * returned once to be printed. Refused when there is no demo admin account.
 */
export async function resetDemoAdmin(ctx: AppContext): Promise<ShownAccount> {
  if (!(await userExists(ctx, DEMO_ADMIN_USERNAME))) {
    throw new Error(
      `No account named ${DEMO_ADMIN_USERNAME} here. Start the shop with ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_PIN to set an admin.`,
    );
  }
  const password = newDemoPassword();
  await ensureAdmin(ctx, { username: DEMO_ADMIN_USERNAME, password });
  return {
    label: DEMO_ADMIN_LABEL,
    username: DEMO_ADMIN_USERNAME,
    password,
    pin: await replaceDemoPin(ctx),
  };
}
