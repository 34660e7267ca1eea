import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, newIdempotencyKey } from '../../../../tests/fixtures/commerce';
import { createTestInfluencers } from '../../../../tests/fixtures/competitions';
import {
  type SignedUpUser,
  sessionCookieOf,
  signUp,
  signUpAdmin,
  signUpElevatedAdmin,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { ChatReport, InboxConversation } from '../../../shared/contracts/chat';
import type { ChatAccess, Message } from '../../../shared/contracts/coach';
import type { Notification } from '../../../shared/contracts/notifications';
import type { Invoice } from '../../../shared/contracts/orders';
import { outboxMessages } from '../../db/schema/messaging';
import { payments } from '../../db/schema/payments';
import type { LiveEvent } from '../../events';
import { runSchedulerTick } from '../../jobs/scheduler-tick';
import type { MailMessage } from '../messaging/mailer';
import { processOutbox } from '../messaging/outbox.service';
import type { PaymentGateway, RefundInput } from '../payments/payment-gateway';
import { testGateway } from '../payments/test-gateway';

const refunds: RefundInput[] = [];
const countingGateway: PaymentGateway = {
  ...testGateway,
  async refund(input) {
    refunds.push(input);
    return testGateway.refund(input);
  },
};

let t: TestApp;
let admin: SignedUpUser;
let influencerAccount: SignedUpUser;
let influencerId = '';
let influencerName = '';
let otherInfluencerId = '';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { payments: countingGateway });
  t.clock.set('2026-04-10T17:00:00.000Z');
  admin = await signUpElevatedAdmin(t.app, t.ctx);
  influencerAccount = await signUp(t.app);
  [influencerId = '', otherInfluencerId = ''] = await createTestInfluencers(t.ctx, 2);
  const linked = await send('POST', `/api/admin/influencers/${influencerId}/account`, admin, {
    username: influencerAccount.username,
  });
  expect(linked.statusCode, linked.body).toBe(200);
  influencerName = linked.json().name;
});
afterAll(() => t.close());

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: SignedUpUser | null,
  payload?: object,
  key?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** A shopper with a card who unlocked this influencer's chat. */
async function unlockedShopper(influencer = influencerId): Promise<SignedUpUser> {
  const shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie);
  const unlock = await send(
    'POST',
    `/api/influencers/${influencer}/chat-unlock`,
    shopper,
    undefined,
    newIdempotencyKey(),
  );
  expect(unlock.statusCode, unlock.body).toBe(200);
  return shopper;
}

const shopperSays = (shopper: SignedUpUser, body: string) =>
  send('POST', `/api/influencers/${influencerId}/messages`, shopper, { body });
const influencerSays = (shopper: SignedUpUser, body: string) =>
  send('POST', `/api/inbox/${shopper.user.id}/messages`, influencerAccount, { body });
const inbox = async () => {
  const response = await send('GET', '/api/inbox', influencerAccount);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InboxConversation[]>();
};
const accessOf = async (shopper: SignedUpUser) =>
  (await send('GET', `/api/influencers/${influencerId}/chat`, shopper)).json<ChatAccess>();
const bell = async (who: SignedUpUser) =>
  (await send('GET', '/api/notifications', who)).json<Notification[]>();
const tick = () => runSchedulerTick(t.ctx, { gateway: countingGateway, chatReplyDays: 7 });
/** Signs in again after the clock jumped past the session's idle limit (7 days). */
async function signInAgain(...users: SignedUpUser[]): Promise<void> {
  for (const user of users) {
    const response = await send('POST', '/api/login', null, {
      username: user.username,
      password: user.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    user.cookie = sessionCookieOf(response);
  }
}

/** Moves the clock to `at`; both sides sign in again (sessions idle out after 7 days). */
async function jumpTo(at: number, shopper: SignedUpUser): Promise<void> {
  t.clock.set(new Date(at));
  await signInAgain(shopper, influencerAccount);
}

/** A minute on, so each test starts with a fresh send allowance. */
const nextMinute = () => t.clock.advance(60_000);

describe('linking an influencer account (admin, PIN step-up)', () => {
  it('links an existing account by username, refuses what is wrong, and unlinks', async () => {
    const account = await signUp(t.app);
    const url = `/api/admin/influencers/${otherInfluencerId}/account`;
    const shopper = await signUp(t.app);
    expect((await send('POST', url, shopper, { username: account.username })).statusCode).toBe(403);
    const notElevated = await signUpAdmin(t.app, t.ctx);
    const pinFirst = await send('POST', url, notElevated, { username: account.username });
    expect(pinFirst.statusCode).toBe(403);
    expect(pinFirst.json().code).toBe('PIN_REQUIRED');

    const nobody = await send('POST', url, admin, { username: 'no_such_account_here' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('No account with this username.');
    const blank = await send('POST', url, admin, { username: '  ' });
    expect(blank.statusCode).toBe(400);
    const noInfluencer = await send('POST', '/api/admin/influencers/nobody/account', admin, {
      username: account.username,
    });
    expect(noInfluencer.statusCode).toBe(404);
    expect(noInfluencer.json().message).toBe('Influencer not found');
    // One account answers for one influencer.
    const taken = await send('POST', url, admin, { username: influencerAccount.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`This account is already linked to ${influencerName}.`);

    const linked = await send('POST', url, admin, { username: account.username });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().account).toEqual({ userId: account.user.id, username: account.username });
    const list = await send('GET', '/api/admin/influencers', admin);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: otherInfluencerId,
          account: { userId: account.user.id, username: account.username },
        }),
      ]),
    );
    expect((await send('GET', '/api/inbox', account)).statusCode).toBe(200);

    const unlinked = await send('DELETE', url, admin);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().account).toBeNull();
    const gone = await send('GET', '/api/inbox', account);
    expect(gone.statusCode).toBe(403);
    expect(gone.json().message).toBe('This inbox is for an influencer’s linked account.');
  });
});

describe('the inbox', () => {
  it('lists conversations newest first with unread counts; reading a thread marks it read', async () => {
    nextMinute();
    const ann = await unlockedShopper();
    const ben = await unlockedShopper();
    expect((await shopperSays(ann, 'Hi from Ann')).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await shopperSays(ben, 'Hi from Ben')).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await shopperSays(ben, 'Are you there?')).statusCode).toBe(201);
    // The influencer's account hears of each message in its bell.
    expect((await bell(influencerAccount))[0]).toMatchObject({
      type: 'chat_message',
      title: `New message from ${ben.username}`,
      message: 'Are you there?',
      actionUrl: `/inbox?with=${ben.user.id}`,
    });

    const listed = (await inbox()).filter((entry) =>
      [ann.user.id, ben.user.id].includes(entry.userId),
    );
    expect(listed).toEqual([
      expect.objectContaining({
        userId: ben.user.id,
        username: ben.username,
        unread: 2,
        lastMessageAt: t.clock.now().toISOString(),
        refunded: false,
        blocked: false,
      }),
      expect.objectContaining({ userId: ann.user.id, username: ann.username, unread: 1 }),
    ]);
    // The deadline runs from the first message: 7 days.
    expect(listed[0]?.replyDueAt).toBe(
      new Date(t.clock.now().getTime() - 1000 + 7 * DAY).toISOString(),
    );

    const thread = await send('GET', `/api/inbox/${ben.user.id}/messages`, influencerAccount);
    expect(thread.statusCode).toBe(200);
    expect(thread.json<Message[]>().map((m) => [m.from, m.body])).toEqual([
      ['shopper', 'Hi from Ben'],
      ['shopper', 'Are you there?'],
    ]);
    const after = (await inbox()).find((entry) => entry.userId === ben.user.id);
    expect(after?.unread).toBe(0);
  });

  it('is for the linked account only: 403 for anyone else, 404 for a shopper with no chat', async () => {
    nextMinute();
    const shopper = await unlockedShopper();
    const stranger = await signUp(t.app);
    for (const who of [stranger, admin, shopper]) {
      const list = await send('GET', '/api/inbox', who);
      expect(list.statusCode).toBe(403);
      const reply = await send('POST', `/api/inbox/${shopper.user.id}/messages`, who, {
        body: 'Hello',
      });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe('This inbox is for an influencer’s linked account.');
    }
    expect(
      (await send('POST', `/api/inbox/${shopper.user.id}/messages`, null, { body: 'x' }))
        .statusCode,
    ).toBe(401);
    const noChat = await influencerSays(stranger, 'Hello');
    expect(noChat.statusCode).toBe(404);
    expect(noChat.json().message).toBe('This shopper has no unlocked chat with you.');
    expect(
      (await send('GET', `/api/inbox/${stranger.user.id}/messages`, influencerAccount)).statusCode,
    ).toBe(404);
    expect((await send('GET', '/api/inbox/abc/messages', influencerAccount)).statusCode).toBe(404);
  });

  it('refuses blank and over-long replies with a clear 400', async () => {
    nextMinute();
    const shopper = await unlockedShopper();
    const blank = await influencerSays(shopper, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Write a message first.');
    const long = await influencerSays(shopper, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Messages are at most 1000 characters.');
    expect((await influencerSays(shopper, 'x'.repeat(1000))).statusCode).toBe(201);
    const missing = await send(
      'POST',
      `/api/inbox/${shopper.user.id}/messages`,
      influencerAccount,
      {},
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Write a message first.');
  });

  it('a reply reaches the shopper: the whole thread, the bell, push and email, live', async () => {
    nextMinute();
    const shopper = await unlockedShopper();
    await completeProfile(t.app, shopper.cookie);
    expect((await shopperSays(shopper, 'Which café has the best cold brew?')).statusCode).toBe(201);
    const events: LiveEvent[] = [];
    const stop = t.events.subscribe(`chat:${shopper.user.id}`, (event) => events.push(event));
    try {
      const reply = await influencerSays(shopper, 'Try the one on Forest Ave!');
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({
        from: 'influencer',
        body: 'Try the one on Forest Ave!',
      });
      await expect.poll(() => events.length).toBeGreaterThan(0);
    } finally {
      stop();
    }
    const thread = await send('GET', `/api/influencers/${influencerId}/messages`, shopper);
    expect(thread.json<Message[]>().map((m) => [m.from, m.body])).toEqual([
      ['shopper', 'Which café has the best cold brew?'],
      ['influencer', 'Try the one on Forest Ave!'],
    ]);
    expect((await bell(shopper))[0]).toMatchObject({
      type: 'chat_reply',
      title: `${influencerName} replied`,
      message: 'Try the one on Forest Ave!',
      actionUrl: `/influencer/${influencerId}`,
      actionText: 'Open chat',
    });
    // Answered: no deadline any more.
    expect((await accessOf(shopper)).replyDueAt).toBeNull();
    const rows = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, shopper.user.id));
    const replyRows = rows.filter((row) => row.payload.type === 'chat_reply');
    expect(replyRows.map((row) => [row.channel, row.kind]).sort()).toEqual([
      ['email', 'chat'],
      ['push', 'chat'],
    ]);
  });

  it("sends the reply's email only while the shopper's Chats email is on", async () => {
    nextMinute();
    const shopper = await unlockedShopper();
    const mails: MailMessage[] = [];
    const delivery = {
      mailer: {
        domain: 'example.com',
        send: async (mail: MailMessage) => void mails.push(mail),
        close: () => {},
      },
      origin: 'https://shop.example',
    };
    await processOutbox(t.ctx, delivery);
    mails.length = 0;
    await influencerSays(shopper, 'First answer');
    await processOutbox(t.ctx, delivery);
    expect(mails.map((mail) => mail.subject)).toEqual([`${influencerName} replied`]);
    expect(mails[0]?.text).toContain('First answer');

    const off = await send('PUT', '/api/user/notification-preferences', shopper, {
      kinds: { chat: { email: false } },
    });
    expect(off.statusCode).toBe(200);
    await influencerSays(shopper, 'Second answer');
    await processOutbox(t.ctx, delivery);
    expect(mails).toHaveLength(1);
  });

  it(`limits each sender to 10 messages a minute (429 after), the shopper and the influencer alike`, async () => {
    nextMinute();
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000));
    const shopper = await unlockedShopper();
    for (let i = 1; i <= 10; i += 1) {
      expect((await shopperSays(shopper, `message ${i}`)).statusCode).toBe(201);
    }
    const eleventh = await shopperSays(shopper, 'message 11');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(
      'You are sending messages too fast: at most 10 a minute. Wait a moment and try again.',
    );
    for (let i = 1; i <= 10; i += 1) {
      expect((await influencerSays(shopper, `reply ${i}`)).statusCode).toBe(201);
    }
    expect((await influencerSays(shopper, 'reply 11')).statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await shopperSays(shopper, 'a minute later')).statusCode).toBe(201);
    expect((await influencerSays(shopper, 'a minute later')).statusCode).toBe(201);
  });

  it('the influencer blocks a shopper (who can write no more) and reports the conversation to the admins', async () => {
    nextMinute();
    const shopper = await unlockedShopper();
    await shopperSays(shopper, 'Rude words');
    const block = await send('PUT', `/api/inbox/${shopper.user.id}/block`, influencerAccount, {
      blocked: true,
    });
    expect(block.statusCode).toBe(200);
    expect(block.json()).toEqual({ blocked: true });
    const refused = await shopperSays(shopper, 'More rude words');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This influencer isn't taking messages from you.");
    expect(await accessOf(shopper)).toMatchObject({ unlocked: true, blocked: true });
    expect((await inbox()).find((entry) => entry.userId === shopper.user.id)?.blocked).toBe(true);
    // Only the linked account blocks.
    expect(
      (await send('PUT', `/api/inbox/${shopper.user.id}/block`, shopper, { blocked: false }))
        .statusCode,
    ).toBe(403);

    const blankReport = await send(
      'POST',
      `/api/inbox/${shopper.user.id}/report`,
      influencerAccount,
      {
        reason: ' ',
      },
    );
    expect(blankReport.statusCode).toBe(400);
    expect(blankReport.json().message).toBe('Say what is wrong with this conversation.');
    const longReport = await send(
      'POST',
      `/api/inbox/${shopper.user.id}/report`,
      influencerAccount,
      {
        reason: 'x'.repeat(501),
      },
    );
    expect(longReport.statusCode).toBe(400);
    expect(longReport.json().message).toBe('A report is at most 500 characters.');
    const report = await send('POST', `/api/inbox/${shopper.user.id}/report`, influencerAccount, {
      reason: 'Abusive messages',
    });
    expect(report.statusCode).toBe(201);
    const reports = await send('GET', '/api/admin/chat-reports', admin);
    expect(reports.statusCode).toBe(200);
    expect(reports.json<ChatReport[]>()[0]).toMatchObject({
      influencerId,
      influencerName,
      userId: shopper.user.id,
      username: shopper.username,
      reason: 'Abusive messages',
    });
    expect((await send('GET', '/api/admin/chat-reports', shopper)).statusCode).toBe(403);

    const unblock = await send('PUT', `/api/inbox/${shopper.user.id}/block`, influencerAccount, {
      blocked: false,
    });
    expect(unblock.json()).toEqual({ blocked: false });
    expect((await shopperSays(shopper, 'Sorry')).statusCode).toBe(201);
  });
});

describe('reply or refund (CHAT_REPLY_DAYS = 7)', () => {
  it('refunds an unanswered first message once, after exactly 7 days, and tells the shopper', async () => {
    nextMinute();
    const shopper = await unlockedShopper();
    // No message yet: no deadline, nothing to refund however long it waits.
    expect((await accessOf(shopper)).replyDueAt).toBeNull();
    await jumpTo(t.clock.now().getTime() + 10 * DAY, shopper);
    await tick();
    expect((await accessOf(shopper)).refunded).toBe(false);

    await shopperSays(shopper, 'Hello?');
    const sentAt = t.clock.now().getTime();
    expect((await accessOf(shopper)).replyDueAt).toBe(new Date(sentAt + 7 * DAY).toISOString());
    await jumpTo(sentAt + 7 * DAY - 1, shopper);
    refunds.length = 0;
    expect((await tick()).chatsRefunded).toBe(0);
    await jumpTo(sentAt + 7 * DAY, shopper);
    expect((await tick()).chatsRefunded).toBe(1);
    expect((await tick()).chatsRefunded).toBe(0);
    expect(refunds).toHaveLength(1);

    const [payment] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, shopper.user.id));
    expect(payment?.status).toBe('refunded');
    const [invoice] = (await send('GET', '/api/invoices', shopper)).json<Invoice[]>();
    expect(invoice?.status).toBe('refunded');
    expect((await bell(shopper))[0]).toMatchObject({
      type: 'chat_refunded',
      title: 'Chat refunded',
      message: `${influencerName} didn't reply within 7 days, so your $5.00 chat access has been refunded.`,
    });
    expect(await accessOf(shopper)).toMatchObject({ unlocked: false, refunded: true });

    // Closed: neither side writes; the thread stays readable.
    const late = await influencerSays(shopper, 'Sorry, I was away');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This chat went unanswered past its deadline and the shopper was refunded; it is closed.',
    );
    const again = await shopperSays(shopper, 'Hello again?');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This chat went unanswered and your $5.00 was refunded. Unlock it again to write.',
    );
    expect(
      (await send('GET', `/api/influencers/${influencerId}/messages`, shopper)).json(),
    ).toHaveLength(1);
    expect((await inbox()).find((entry) => entry.userId === shopper.user.id)?.refunded).toBe(true);

    // Unlocking again is a new $5 charge and a new deadline from the next first message.
    const unlock = await send(
      'POST',
      `/api/influencers/${influencerId}/chat-unlock`,
      shopper,
      undefined,
      newIdempotencyKey(),
    );
    expect(unlock.statusCode).toBe(200);
    expect(await accessOf(shopper)).toMatchObject({
      unlocked: true,
      refunded: false,
      replyDueAt: null,
    });
    const charges = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, shopper.user.id));
    expect(charges.map((row) => [row.amountCents, row.status])).toEqual([
      [500, 'refunded'],
      [500, 'completed'],
    ]);
    expect((await shopperSays(shopper, 'Hello once more')).statusCode).toBe(201);
    expect((await influencerSays(shopper, 'Hi!')).statusCode).toBe(201);
    await jumpTo(t.clock.now().getTime() + 8 * DAY, shopper);
    expect((await tick()).chatsRefunded).toBe(0);
    expect((await accessOf(shopper)).refunded).toBe(false);
  });

  it('an answered chat is never refunded', async () => {
    nextMinute();
    const shopper = await unlockedShopper();
    await shopperSays(shopper, 'Hi');
    await jumpTo(t.clock.now().getTime() + 7 * DAY - 1000, shopper);
    expect((await influencerSays(shopper, 'Hi back')).statusCode).toBe(201);
    await jumpTo(t.clock.now().getTime() + 30 * DAY, shopper);
    refunds.length = 0;
    expect((await tick()).chatsRefunded).toBe(0);
    expect(refunds).toHaveLength(0);
    expect((await accessOf(shopper)).refunded).toBe(false);
  });

  it('a blocked shopper cannot unlock again after a refund', async () => {
    nextMinute();
    const shopper = await unlockedShopper();
    await shopperSays(shopper, 'Hi');
    await send('PUT', `/api/inbox/${shopper.user.id}/block`, influencerAccount, { blocked: true });
    await jumpTo(t.clock.now().getTime() + 7 * DAY, shopper);
    await tick();
    expect((await accessOf(shopper)).refunded).toBe(true);
    const unlock = await send(
      'POST',
      `/api/influencers/${influencerId}/chat-unlock`,
      shopper,
      undefined,
      newIdempotencyKey(),
    );
    expect(unlock.statusCode).toBe(403);
    expect(unlock.json().message).toBe("This influencer isn't taking messages from you.");
  });
});
