import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkOutCart, completeProfile } from '../../../../tests/fixtures/commerce';
import { createProduct, type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import {
  kindChannels,
  kindOfNotificationType,
  type NotificationKind,
  type NotificationPreferences,
  notificationKinds,
  unsubscribableByLink,
} from '../../../shared/contracts/messaging';
import type { Notification, NotificationType } from '../../../shared/contracts/notifications';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { notify } from '../notifications/notifications.service';
import { createMailer, domainOfAddress, messageIdOf } from './mailer';
import {
  claimDueMessages,
  ensureUnsubscribeToken,
  findOutboxMessages,
  findPreferences,
  insertOutboxMessages,
} from './messaging.repository';
import { type Delivery, processOutbox, purgeFinishedOutboxMessages } from './outbox.service';
import { unsubscribeTokenOf } from './preferences.service';

/** A real SMTP server on a free port: every message it accepts, parsed; `refuse` fails the next n. */
interface Inbox {
  url: string;
  messages: ParsedMail[];
  refuse: number;
  close(): Promise<void>;
}

async function startInbox(): Promise<Inbox> {
  const inbox: Inbox = { url: '', messages: [], refuse: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (inbox.refuse > 0) {
          inbox.refuse--;
          const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then((parsed) => {
          inbox.messages.push(parsed);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  inbox.url = `smtp://127.0.0.1:${port}`;
  inbox.close = () => new Promise((resolve) => server.close(() => resolve()));
  return inbox;
}

const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line;

let t: TestApp;
let inbox: Inbox;
let delivery: Delivery;
let alice: SignedUpUser;
let bob: SignedUpUser;
const ORIGIN = 'https://shop.example';

beforeAll(async () => {
  [t, inbox] = await Promise.all([createTestApp(), startInbox()]);
  delivery = {
    mailer: createMailer({
      smtpUrl: inbox.url,
      from: 'Social Market <shop@example.com>',
      log: t.ctx.log,
    }),
    origin: ORIGIN,
  };
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(async () => {
  delivery.mailer.close();
  await Promise.all([t.close(), inbox.close()]);
});

const getPreferences = async (cookie: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/notification-preferences',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationPreferences>();
};
const putPreferences = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/notification-preferences',
    headers: { cookie },
    payload: payload as object,
  });
const bell = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json<
    Notification[]
  >();

describe('notification preferences', () => {
  it('needs a session', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({ method, url: '/api/user/notification-preferences' });
      expect(response.statusCode).toBe(401);
    }
  });

  it('starts with every channel of every kind on', async () => {
    const preferences = await getPreferences(alice.cookie);
    expect(Object.keys(preferences.kinds)).toEqual([
      'game_ready',
      'game_started',
      'game_result',
      'auction_outbid',
      'auction_ending',
      'auction_won',
      'auction_updates',
      'receipts',
      'payment_declined',
      'order_delivery',
      'chat',
    ]);
    expect(preferences.kinds.chat).toEqual({ inApp: true, push: true, email: true });
    expect(preferences.kinds.game_result).toEqual({ inApp: true, push: true, email: true });
  });

  it('changes only the channels sent, for this user only, and refuses what is not a setting', async () => {
    const response = await putPreferences(alice.cookie, {
      kinds: { auction_outbid: { push: false }, receipts: { email: false } },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<NotificationPreferences>();
    expect(saved.kinds.auction_outbid).toEqual({ inApp: true, push: false, email: true });
    expect(saved.kinds.receipts).toEqual({ inApp: true, push: true, email: false });
    expect(await getPreferences(alice.cookie)).toEqual(saved);
    expect((await getPreferences(bob.cookie)).kinds.auction_outbid.push).toBe(true);

    for (const bad of [
      { kinds: { lottery: { push: false } } },
      { kinds: { receipts: { email: 'no' } } },
      { kinds: { receipts: { fax: true } } },
      {},
    ]) {
      const refused = await putPreferences(alice.cookie, bad);
      expect(refused.statusCode).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
    // Put back for the tests below.
    await putPreferences(alice.cookie, { kinds: { receipts: { email: true } } });
  });

  it('hides a kind turned off for in-app from the bell, and shows it again when turned on', async () => {
    await notify(t.ctx, bob.user.id, {
      type: 'auction_outbid',
      title: "You've been outbid",
      message: 'Someone outbid you.',
      actionUrl: '/product/1',
    });
    await notify(t.ctx, bob.user.id, { type: 'payment_success', title: 'Paid', message: 'Paid.' });
    expect((await bell(bob.cookie)).map((n) => n.type)).toEqual([
      'payment_success',
      'auction_outbid',
    ]);

    await putPreferences(bob.cookie, { kinds: { auction_outbid: { inApp: false } } });
    expect((await bell(bob.cookie)).map((n) => n.type)).toEqual(['payment_success']);

    await putPreferences(bob.cookie, { kinds: { auction_outbid: { inApp: true } } });
    expect((await bell(bob.cookie)).map((n) => n.type)).toEqual([
      'payment_success',
      'auction_outbid',
    ]);
  });
});

/** A new shopper with a complete profile who has just bought one product at `priceCents`. */
async function shopperWhoBought(
  priceCents: number,
): Promise<{ shopper: SignedUpUser; orderId: number }> {
  const shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie);
  const product = await createProduct(t.ctx, { priceCents });
  await addToCart(t.app, shopper.cookie, product.id);
  const checkout = await checkOutCart(t.app, shopper.cookie);
  expect(checkout.statusCode).toBe(201);
  return { shopper, orderId: checkout.json<{ orderId: number }>().orderId };
}

describe('email from the outbox', () => {
  it('sends the order receipt with the invoice PDF after the checkout commits, once', async () => {
    const { shopper } = await shopperWhoBought(5_000);

    // Committed, not sent yet: the receipt waits in the outbox.
    const [queued] = await findOutboxMessages(t.ctx.db, shopper.user.id);
    expect(queued).toMatchObject({ channel: 'email', kind: 'receipts', status: 'pending' });

    const before = inbox.messages.length;
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 1 });
    const mail = inbox.messages[before];
    if (!mail) throw new Error('no receipt arrived');
    expect(mail.to).toMatchObject({ text: 'casey@example.com' });
    expect(mail.from?.value[0]).toMatchObject({
      name: 'Social Market',
      address: 'shop@example.com',
    });
    expect(mail.subject).toMatch(/^Your Social Market receipt: order #\d+$/);
    expect(mail.text).toContain('We received your payment of $');
    expect(mail.text).toContain('Total: $');
    expect(mail.html).toContain('<table');
    expect(headerLine(mail, 'list-unsubscribe')).toBeUndefined();
    expect(headerLine(mail, 'list-unsubscribe-post')).toBeUndefined();
    // On the domain of MAIL_FROM (issue 39), not a bare word.
    expect(mail.messageId).toMatch(/^<[A-Za-z0-9_-]{32}\.\d+@example\.com>$/);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toMatch(/^INV-\d{6}\.pdf$/);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');

    // Nothing is sent twice: the row is done.
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 0 });
    expect(inbox.messages.length).toBe(before + 1);
  });

  it("sends a batch of several shoppers' receipts and notices: each shopper's in the order written, all finished as sent, an invoice only to its own shopper", async () => {
    const shoppers: SignedUpUser[] = [];
    const invoiceIds: number[] = [];
    const orderIds: number[] = [];
    for (const index of [0, 1, 2]) {
      const { shopper, orderId } = await shopperWhoBought(1_000 * (index + 1));
      shoppers.push(shopper);
      orderIds.push(orderId);
      const [receipt] = await findOutboxMessages(t.ctx.db, shopper.user.id);
      if (!receipt) throw new Error('no receipt queued');
      invoiceIds.push((receipt.payload as { invoiceId: number }).invoiceId);
      // After the receipt, a notice to the same shopper by email.
      await notify(t.ctx, shopper.user.id, {
        type: 'payment_failed',
        title: `Payment Failed ${index}`,
        message: 'Your card was declined.',
      });
    }
    // A receipt row naming another shopper's invoice is never sent with it.
    const [first, second] = shoppers;
    if (!first || !second) throw new Error('no shoppers');
    await insertOutboxMessages(
      t.ctx.db,
      [
        {
          dedupeKey: `test:foreign-receipt:${second.user.id}`,
          channel: 'email',
          userId: second.user.id,
          kind: 'receipts',
          payload: { template: 'order_receipt', invoiceId: invoiceIds[0] },
        },
      ],
      t.clock.now(),
    );

    const before = inbox.messages.length;
    expect(await processOutbox(t.ctx, delivery, { batchSize: 20 })).toMatchObject({
      sent: 6,
      retried: 1,
    });
    const arrived = inbox.messages.slice(before);
    expect(arrived).toHaveLength(6);
    const subjects = arrived.map((mail) => mail.subject);
    for (const [index, orderId] of orderIds.entries()) {
      const receipt = subjects.indexOf(`Your Social Market receipt: order #${orderId}`);
      expect(receipt).toBeGreaterThanOrEqual(0);
      expect(subjects.indexOf(`Payment Failed ${index}`)).toBeGreaterThan(receipt);
      // Each receipt with its own invoice's PDF (the batch's PDFs are rendered ahead).
      const mail = arrived[receipt];
      const invoiceNumber = mail?.text?.match(/INV-\d{6}/)?.[0];
      const [pdf] = mail?.attachments ?? [];
      expect(pdf?.filename).toBe(`${invoiceNumber}.pdf`);
      expect(pdf?.content.toString('latin1')).toContain(`Invoice ${invoiceNumber}`);
    }
    const rows = (
      await Promise.all(shoppers.map((shopper) => findOutboxMessages(t.ctx.db, shopper.user.id)))
    ).flat();
    const foreign = rows.find((row) => row.dedupeKey.startsWith('test:foreign-receipt:'));
    expect(foreign).toMatchObject({ status: 'pending', lastError: 'Invoice not found' });
    for (const row of rows.filter((candidate) => candidate !== foreign)) {
      expect(row).toMatchObject({ status: 'sent', sentAt: t.clock.now(), lockedUntil: null });
    }
  });

  it("retries only the receipt whose PDF could not be rendered; the batch's others go", async () => {
    const { orderId: goodOrder } = await shopperWhoBought(2_000);
    const { shopper: unlucky } = await shopperWhoBought(3_000);
    const [unluckyReceipt] = await findOutboxMessages(t.ctx.db, unlucky.user.id);
    if (!unluckyReceipt) throw new Error('no receipt queued');
    const badInvoiceId = (unluckyReceipt.payload as { invoiceId: number }).invoiceId;
    const before = inbox.messages.length;
    const result = await processOutbox(t.ctx, {
      ...delivery,
      // Throws before it returns a promise, for one invoice.
      renderPdf: (invoice) => {
        if (invoice.id === badInvoiceId) throw new Error('renderer broke');
        return renderInvoicePdf(invoice);
      },
    });
    expect(result).toMatchObject({ sent: 1, retried: 1 });
    expect(inbox.messages.slice(before).map((mail) => mail.subject)).toEqual([
      `Your Social Market receipt: order #${goodOrder}`,
    ]);
    const [row] = await findOutboxMessages(t.ctx.db, unlucky.user.id);
    expect(row).toMatchObject({ status: 'pending', lastError: 'renderer broke' });
    // The retry, once due, sends it.
    t.clock.advance(31 * 60_000);
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 1 });
  });

  it('loses nothing when the sender dies between claiming and sending: the lease runs out and it goes once', async () => {
    await completeProfile(t.app, alice.cookie);
    await notify(t.ctx, alice.user.id, {
      type: 'auction_won',
      title: 'You won',
      message: 'You won Model X for $50.00.',
      actionUrl: '/product/3',
      actionText: 'View auction',
    });
    // A process claims the rows, then crashes before sending.
    const claimed = await claimDueMessages(t.ctx.db, t.clock.now(), 60_000, 10);
    expect(claimed.map((row) => row.channel).sort()).toEqual(['email', 'push']);
    const before = inbox.messages.length;
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 0 });
    expect(inbox.messages.length).toBe(before);

    t.clock.advance(61_000);
    const result = await processOutbox(t.ctx, delivery);
    // The email goes; the push is skipped (no web push configured here).
    expect(result).toMatchObject({ sent: 1, skipped: 1 });
    expect(inbox.messages.length).toBe(before + 1);
    const mail = inbox.messages[before];
    expect(mail?.subject).toBe('You won');
    expect(mail?.text).toContain('View auction: https://shop.example/product/3');

    // Won mail is not transactional: it carries an unsubscribe link bound to its kind, and the
    // RFC 8058 headers pointing at the same URL.
    const link = mail?.text?.match(/Unsubscribe: (\S+)/)?.[1];
    expect(link).toMatch(
      /^https:\/\/shop\.example\/api\/notification-preferences\/unsubscribe\?token=[A-Za-z0-9_-]{32}$/,
    );
    expect(mail && headerLine(mail, 'list-unsubscribe')).toContain(link);
    expect(mail && headerLine(mail, 'list-unsubscribe-post')).toContain(
      'List-Unsubscribe=One-Click',
    );
    const path = (link ?? '').replace(ORIGIN, '');
    // GET shows a confirmation and changes nothing, however often it is fetched.
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body.startsWith('<!doctype html>')).toBe(true);
      expect(page.body).toContain('Stop "Auction won" emails?');
      expect(page.body).toContain(`<form method="post" action="${path}">`);
    }
    expect((await getPreferences(alice.cookie)).kinds.auction_won.email).toBe(true);
    // The one-click POST, as a mail client sends it (no cookie), makes the change: 204.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(204);
    const after = await getPreferences(alice.cookie);
    expect(after.kinds.auction_won).toEqual({ inApp: true, push: true, email: false });
    // That kind only.
    expect(after.kinds.game_result.email).toBe(true);
    expect(after.kinds.receipts.email).toBe(true);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/notification-preferences/unsubscribe?token=nope&kind=auction_won',
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ message: 'This unsubscribe link is not valid' });

    // Turned off: the next one is skipped, not sent.
    await notify(t.ctx, alice.user.id, {
      type: 'auction_won',
      title: 'You won again',
      message: 'You won Model Y.',
      actionUrl: '/product/4',
    });
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 0, skipped: 2 });
    expect(inbox.messages.length).toBe(before + 1);
  });

  it('retries a refused send with backoff and then sends it once', async () => {
    await completeProfile(t.app, bob.cookie);
    await notify(t.ctx, bob.user.id, {
      type: 'payment_failed',
      title: 'Payment Failed',
      message: 'Your card was declined: insufficient funds.',
      actionUrl: '/profile?tab=payment',
      actionText: 'Update card',
    });
    inbox.refuse = 1;
    const before = inbox.messages.length;
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 0, retried: 1 });
    const [row] = (await findOutboxMessages(t.ctx.db, bob.user.id)).filter(
      (message) => message.status === 'pending',
    );
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('451');
    const waitMs = (row?.nextAttemptAt.getTime() ?? 0) - t.clock.now().getTime();
    expect(waitMs).toBeGreaterThanOrEqual(2_500);
    // Not due yet: nothing happens.
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 0, retried: 0 });

    t.clock.advance(waitMs);
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 1 });
    expect(inbox.messages.length).toBe(before + 1);
    const mail = inbox.messages[before];
    expect(mail?.subject).toBe('Payment Failed');
    // Transactional: no unsubscribe link.
    expect(mail?.text).not.toContain('Unsubscribe');
    expect(mail?.html).toContain('Update card');
  });

  it('deletes finished messages 30 days on, never a pending one', async () => {
    await notify(t.ctx, bob.user.id, {
      type: 'payment_failed',
      title: 'Payment Failed',
      message: 'Declined.',
    });
    const before = await findOutboxMessages(t.ctx.db);
    const pending = before.filter((row) => row.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await purgeFinishedOutboxMessages(t.ctx)).toBe(before.length - pending.length);
    expect(await findOutboxMessages(t.ctx.db)).toEqual(pending);
  });
});

describe('mail that mail providers accept (issue 39, decision 0064)', () => {
  it('gives every non-transactional email RFC 8058 one-click unsubscribe and a visible link, no transactional one, and Message-IDs on the From domain', async () => {
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    // One notice of every type that is emailed: results, an auction won, an influencer's reply
    // (news); a declined payment and an order out for delivery (answers to what the shopper did).
    const emailed: [NotificationType, NotificationKind][] = [
      ['game_won', 'game_result'],
      ['auction_won', 'auction_won'],
      ['payment_failed', 'payment_declined'],
      ['order_out_for_delivery', 'order_delivery'],
      ['chat_reply', 'chat'],
    ];
    // Every kind that has an email channel, apart from receipts (the test above), is here.
    expect(
      notificationKinds.filter(
        (kind) => kindChannels[kind].includes('email') && kind !== 'receipts',
      ),
    ).toEqual(emailed.map(([, kind]) => kind));
    for (const [type, kind] of emailed) {
      expect(kindOfNotificationType[type]).toBe(kind);
      await notify(t.ctx, shopper.user.id, {
        type,
        title: `Notice ${type}`,
        message: `About ${type}.`,
        actionUrl: '/home',
        actionText: 'Open',
      });
    }
    const before = inbox.messages.length;
    await processOutbox(t.ctx, delivery);
    // (Mail other tests left pending may go in the same run: only these notices are looked at.)
    const mails = inbox.messages
      .slice(before)
      .filter((mail) => mail.subject?.startsWith('Notice '));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      emailed.map(([type]) => `Notice ${type}`).sort(),
    );
    const ids = new Set<string>();
    for (const mail of mails) {
      const type = emailed.find(([candidate]) => mail.subject === `Notice ${candidate}`);
      if (!type) throw new Error(`unexpected mail ${mail.subject}`);
      const [, kind] = type;
      expect(mail.messageId, kind).toMatch(/^<[A-Za-z0-9_-]{32}\.\d+@example\.com>$/);
      ids.add(mail.messageId ?? '');
      // The header lines as sent, unfolded (RFC 5322 folds long ones).
      const listUnsubscribe = headerLine(mail, 'list-unsubscribe')?.replace(/\r\n[ \t]+/g, ' ');
      const oneClick = headerLine(mail, 'list-unsubscribe-post')?.replace(/\r\n[ \t]+/g, ' ');
      const link = mail.text?.match(/Unsubscribe: (\S+)/)?.[1];
      if (unsubscribableByLink(kind)) {
        // An HTTPS URL in the header, the same one written in the mail, for a one-click POST.
        expect(link, kind).toMatch(
          /^https:\/\/shop\.example\/api\/notification-preferences\/unsubscribe\?token=[A-Za-z0-9_-]{32}$/,
        );
        expect(listUnsubscribe, kind).toBe(`List-Unsubscribe: <${link}> (Unsubscribe)`);
        expect(oneClick, kind).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
        expect(mail.html, kind).toContain(`href="${link?.replaceAll('&', '&amp;')}"`);
        // Honoured by the preferences: the one-click POST turns that kind's email off.
        const response = await t.app.inject({
          method: 'POST',
          url: (link ?? '').replace(ORIGIN, ''),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode, kind).toBe(204);
        expect((await getPreferences(shopper.cookie)).kinds[kind].email, kind).toBe(false);
      } else {
        expect(listUnsubscribe, kind).toBeUndefined();
        expect(oneClick, kind).toBeUndefined();
        expect(link, kind).toBeUndefined();
      }
    }
    expect(ids.size).toBe(emailed.length);
  });

  it('takes the Message-ID domain from MAIL_FROM, with or without a display name', () => {
    expect(domainOfAddress('Social Market <no-reply@Shop.Example.com>')).toBe('shop.example.com');
    expect(domainOfAddress('orders@socialmarket.example')).toBe('socialmarket.example');
    expect(messageIdOf({ domain: 'shop.example.com' }, 'abc.7')).toBe('<abc.7@shop.example.com>');
    // A From with no domain (MAIL_FROM is checked only for length) still gives a valid id.
    expect(domainOfAddress('Social Market')).toBe('localhost');
  });
});

describe('unsubscribe links (issue 36)', () => {
  const oneClick = (url: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload:
        contentType === 'multipart/form-data; boundary=x'
          ? '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n'
          : 'List-Unsubscribe=One-Click',
    });

  it('binds a token to one kind: naming another kind in the link changes only the bound one', async () => {
    const shopper = await signUp(t.app);
    const token = await unsubscribeTokenOf(t.ctx, shopper.user.id, 'game_result');
    expect(await unsubscribeTokenOf(t.ctx, shopper.user.id, 'game_result')).toBe(token);
    expect(await unsubscribeTokenOf(t.ctx, shopper.user.id, 'auction_won')).not.toBe(token);
    const url = `/api/notification-preferences/unsubscribe?token=${token}`;
    // The probe's request: a game_result token with kind=receipts.
    const answer = await oneClick(`${url}&kind=receipts`, 'multipart/form-data; boundary=x');
    expect(answer.statusCode).toBe(204);
    const preferences = await getPreferences(shopper.cookie);
    expect(preferences.kinds.receipts.email).toBe(true);
    expect(preferences.kinds.game_result.email).toBe(false);
    expect(preferences.kinds.auction_won.email).toBe(true);
  });

  it('turns off no transactional email by a link: no token is made for one, and the old per-user token is dead', async () => {
    const shopper = await signUp(t.app);
    for (const kind of ['receipts', 'order_delivery', 'payment_declined'] as const) {
      await expect(unsubscribeTokenOf(t.ctx, shopper.user.id, kind)).rejects.toThrow(
        `no unsubscribe link for ${kind} email`,
      );
    }
    // The link of a mail sent before tokens were bound: the per-user token, with any kind.
    await putPreferences(shopper.cookie, { kinds: { auction_won: { push: true } } });
    const old = await findPreferences(t.ctx.db, shopper.user.id);
    for (const kind of ['receipts', 'auction_won']) {
      const url = `/api/notification-preferences/unsubscribe?token=${old?.unsubscribeToken}&kind=${kind}`;
      const get = await t.app.inject({ method: 'GET', url });
      expect(get.statusCode).toBe(404);
      const post = await oneClick(url);
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ message: 'This unsubscribe link is not valid' });
    }
    // Even a token row bound to receipts (none is ever made) turns nothing off: 403.
    await ensureUnsubscribeToken(
      t.ctx.db,
      { userId: shopper.user.id, kind: 'receipts', token: 'receipts-token-of-the-test' },
      t.clock.now(),
    );
    const url = '/api/notification-preferences/unsubscribe?token=receipts-token-of-the-test';
    const refused = await oneClick(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message:
        'This email is about something you did (an order, a payment or a delivery) and cannot be turned off from a link',
    });
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('cannot be turned off from a link');
    const preferences = await getPreferences(shopper.cookie);
    expect(preferences.kinds.receipts.email).toBe(true);
    expect(preferences.kinds.order_delivery.email).toBe(true);
  });

  it("answers a browser's form with a page saying it is done", async () => {
    const shopper = await signUp(t.app);
    const token = await unsubscribeTokenOf(t.ctx, shopper.user.id, 'auction_won');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/notification-preferences/unsubscribe?token=${token}`,
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You're unsubscribed");
    expect(done.body).toContain('We won\'t email you about "Auction won" any more.');
    expect((await getPreferences(shopper.cookie)).kinds.auction_won.email).toBe(false);
  });
});
