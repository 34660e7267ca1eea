import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/fixtures/database';
import { FREE_PLAY_INFLUENCER_IDS } from '../../tests/fixtures/influencers';
import { createTestApp } from '../../tests/fixtures/server';
import type { FreePlayGame } from '../shared/contracts/games';
import type { Influencer } from '../shared/contracts/influencers';
import { ManualClock } from './clock';
import type { AppContext } from './context';
import { findPin } from './modules/admin/admin.repository';
import { findUserForLogin } from './modules/auth/auth.repository';
import { findProducts } from './modules/catalog/catalog.repository';
import { listAdminInfluencers } from './modules/influencers/inbox.service';
import {
  findIdsWithoutSnapshots,
  findInfluencerRows,
} from './modules/influencers/influencers.repository';
import { prepareDatabase, shouldSeedDemo } from './start';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function context(): Promise<AppContext> {
  db = await createTestDatabase();
  return { db: db.db, clock: new ManualClock(), log: silent };
}

const productCount = async (ctx: AppContext) =>
  (await findProducts(ctx.db, { sort: 'default', offset: 0 })).total;

describe('shouldSeedDemo', () => {
  it('seeds a fresh embedded database by default, never a PostgreSQL server or a used database', () => {
    expect(shouldSeedDemo({ kind: 'embedded', wasEmpty: true, seedDemo: undefined })).toBe(true);
    expect(shouldSeedDemo({ kind: 'embedded', wasEmpty: false, seedDemo: undefined })).toBe(false);
    expect(shouldSeedDemo({ kind: 'postgres', wasEmpty: true, seedDemo: undefined })).toBe(false);
  });

  it('obeys SEED_DEMO when set', () => {
    expect(shouldSeedDemo({ kind: 'postgres', wasEmpty: false, seedDemo: true })).toBe(true);
    expect(shouldSeedDemo({ kind: 'embedded', wasEmpty: true, seedDemo: false })).toBe(false);
  });
});

describe('prepareDatabase', () => {
  it('on an empty database: creates the demo admin (password shown once) and the demo catalogue', async () => {
    const ctx = await context();
    const result = await prepareDatabase(db as TestDatabase, ctx, { SEED_DEMO: true });
    expect(result?.createdAccounts).toEqual([
      {
        label: 'Demo admin',
        username: 'admin',
        password: expect.stringMatching(/^[\w-]{16}$/),
        pin: expect.stringMatching(/^\d{12}$/),
      },
      // The demo influencer's account, linked to Sofia Martinez, its password shown once.
      {
        label: 'Influencer Sofia Martinez (/inbox)',
        username: 'sofia_martinez',
        password: expect.stringMatching(/^[\w-]{16}$/),
      },
    ]);
    expect((await findUserForLogin(ctx.db, 'admin'))?.isAdmin).toBe(true);
    expect(await productCount(ctx)).toBeGreaterThan(40);
    expect(result?.auctionOpened).toBe(true);
    const linked = (await listAdminInfluencers(ctx)).find((entry) => entry.id === 'sofia');
    expect(linked?.account?.username).toBe('sofia_martinez');
    expect((await findUserForLogin(ctx.db, 'sofia_martinez'))?.isAdmin).toBe(false);
    expect(result?.discountAdded).toBe(true);

    // The next start finds a used database: no new data, no password printed again.
    expect(await prepareDatabase(db as TestDatabase, ctx, {})).toBeNull();
    const again = await prepareDatabase(db as TestDatabase, ctx, { SEED_DEMO: true });
    expect(again).toEqual({
      createdAccounts: [],
      brandsAdded: 0,
      productsAdded: 0,
      influencersAdded: 0,
      auctionOpened: false,
      discountAdded: false,
    });
  });

  it('with ADMIN_USERNAME/ADMIN_PASSWORD: creates that admin and no demo admin', async () => {
    const ctx = await context();
    const result = await prepareDatabase(db as TestDatabase, ctx, {
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-pass',
      SEED_DEMO: true,
    });
    // The demo's influencer account only: the operator chose the admin.
    expect(result?.createdAccounts.map((account) => account.username)).toEqual(['sofia_martinez']);
    expect((await findUserForLogin(ctx.db, 'owner'))?.isAdmin).toBe(true);
    // No ADMIN_PIN and no demo admin: no PIN exists, so the step-up will be refused.
    expect(await findPin(ctx.db)).toBeUndefined();
    expect(await findUserForLogin(ctx.db, 'admin')).toBeUndefined();
  });

  it('stores ADMIN_PIN hashed, and forgets it when ADMIN_PIN is removed (a demo PIN stays)', async () => {
    const ctx = await context();
    await prepareDatabase(db as TestDatabase, ctx, { ADMIN_PIN: '112233445566', SEED_DEMO: false });
    const stored = await findPin(ctx.db);
    expect(stored?.source).toBe('env');
    expect(stored?.pinHash).not.toContain('112233445566');
    await prepareDatabase(db as TestDatabase, ctx, { SEED_DEMO: false });
    expect(await findPin(ctx.db)).toBeUndefined();
  });

  it('without the demo data, still adds the 12 free-play influencers the game needs, once', async () => {
    const t = await createTestApp();
    try {
      // PostgreSQL with SEED_DEMO unset (no demo data there); the embedded database told so.
      const env = { SEED_DEMO: t.db.kind === 'postgres' ? undefined : false };
      expect(await prepareDatabase(t.db, t.ctx, env)).toBeNull();
      expect(await productCount(t.ctx)).toBe(0);

      const listed = (await t.app.inject({ method: 'GET', url: '/api/influencers' })).json<
        Influencer[]
      >();
      expect(listed.map((influencer) => influencer.id).sort()).toEqual(
        [...FREE_PLAY_INFLUENCER_IDS].sort(),
      );
      const avatar = await t.app.inject({ method: 'GET', url: listed[0]?.avatar ?? '' });
      expect(avatar.statusCode).toBe(200);
      // Reference data only: no demo snapshot history.
      expect(await findIdsWithoutSnapshots(t.ctx.db, ['sofia', 'marcus'])).toHaveLength(2);

      // The free-play grid is full and a team of them is taken.
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/free-play/games',
        payload: { playerName: 'Ana' },
      });
      const cookie = String(created.headers['set-cookie']).split(';')[0] ?? '';
      const team = await t.app.inject({
        method: 'PUT',
        url: `/api/free-play/games/${created.json().gameId}/team`,
        headers: { cookie },
        payload: { influencerIds: ['sofia', 'oc_adventures'] },
      });
      expect(team.statusCode).toBe(200);
      expect(team.json<FreePlayGame>().influencers).toHaveLength(12);

      // The next start adds nothing.
      await prepareDatabase(t.db, t.ctx, env);
      expect(await findInfluencerRows(t.ctx.db)).toHaveLength(12);
    } finally {
      await t.close();
    }
  });
});
