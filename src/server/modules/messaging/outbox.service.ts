import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { backoffDelay } from '../../../shared/backoff';
import {
  kindOfNotificationType,
  type NotificationKind,
  type PushPayload,
  unsubscribableByLink,
} from '../../../shared/contracts/messaging';
import type { NotificationType } from '../../../shared/contracts/notifications';
import type { Invoice } from '../../../shared/contracts/orders';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { getInvoice, getInvoicesOf } from '../invoices/invoices.service';
import { billingContact } from '../profile/profile.service';
import { type EmailContent, noticeEmail, orderReceiptEmail, playReceiptEmail } from './emails';
import { type Mailer, messageIdOf } from './mailer';
import {
  claimDueMessages,
  deleteFinishedMessagesBefore,
  deletePushSubscription,
  type FinishedMessage,
  findPushSubscriptionsOfUser,
  finishMessages,
  insertOutboxMessages,
  insertOutboxMessagesFrom,
  type NewOutboxRow,
  type OutboxRow,
  outboxInsertFrom,
  retryMessageAt,
} from './messaging.repository';
import { channelsAllowedFor, unsubscribeTokenOf } from './preferences.service';
import type { PushSender } from './push-sender';

/*
 * The outbox. What a transaction decides to tell someone by push or email is
 * written as outbox rows in that same transaction; `processOutbox` sends them after the commit,
 * outside any transaction, so a payment's transaction never waits on a mail or push server, a
 * crash between the commit and the send loses nothing (the row is still pending), and a row is
 * sent once: its dedupe key admits it once, a lease keeps other processes off it while it is being
 * sent, and it is marked sent right after.
 */

/** Notice types that also go out as a push (issue 19's list). */
const pushTypes: ReadonlySet<NotificationType> = new Set([
  'game_ready',
  'game_started',
  'game_won',
  'game_lost',
  'game_ended',
  'auction_outbid',
  'auction_ending',
  'auction_won',
  'order_out_for_delivery',
  'chat_message',
  'chat_reply',
  'chat_refunded',
]);
/**
 * Notice types that also go out as an email: prize won, auction won, payment declined, order out
 * for delivery (about an order the shopper placed: transactional, no unsubscribe link), a game
 * cancelled and its entries refunded (a results notice: as the player's results preference says).
 */
const emailTypes: ReadonlySet<NotificationType> = new Set([
  'game_ended',
  'game_won',
  'auction_won',
  'payment_failed',
  'order_out_for_delivery',
  'order_refunded',
  'chat_reply',
  'chat_refunded',
]);

type NoticePayload = {
  template: 'notice';
  type: NotificationType;
  title: string;
  body: string;
  url: string;
  actionText: string;
};
type ReceiptPayload = {
  template: 'order_receipt' | 'play_receipt';
  invoiceId: number;
};
type Payload = NoticePayload | ReceiptPayload;

export interface NoticeForDelivery {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  actionText: string | null;
}

/** Whether a notice of this type also goes out as a push or an email (an outbox row of its own). */
export function noticeIsDelivered(type: NotificationType): boolean {
  return Boolean(kindOfNotificationType[type]) && (pushTypes.has(type) || emailTypes.has(type));
}

/** In the caller's transaction: the push and email a notice of one user also goes out as. */
export async function enqueueNoticeDelivery(
  db: Executor,
  userId: number,
  notice: NoticeForDelivery,
  now: Date,
): Promise<void> {
  const kind = kindOfNotificationType[notice.type];
  if (!kind) return;
  const payload: NoticePayload = {
    template: 'notice',
    type: notice.type,
    title: notice.title,
    body: notice.message,
    url: notice.actionUrl ?? '/',
    actionText: notice.actionText ?? 'Open Social Market',
  };
  const rows: NewOutboxRow[] = [];
  if (pushTypes.has(notice.type)) {
    rows.push({ dedupeKey: `notice:${notice.id}:push`, channel: 'push', userId, kind, payload });
  }
  if (emailTypes.has(notice.type)) {
    rows.push({ dedupeKey: `notice:${notice.id}:email`, channel: 'email', userId, kind, payload });
  }
  await insertOutboxMessages(db, rows, now);
}

/** The SQL parts of a fan-out notice (the notifications module's Notice), over recipient rows `r`. */
export interface NoticeSql {
  type: SQL;
  title: SQL;
  message: SQL;
  actionUrl: SQL;
  actionText: SQL;
}

/**
 * In the caller's transaction: the pushes and emails of a notice sent to many (one row per
 * recipient of `recipients`, which yields user_id and game_id), in one INSERT ... SELECT. A push
 * row only for a recipient with a device subscribed: at the top of the hour a game's players are
 * hundreds of thousands, and a row for someone who can't receive it is work for nothing. Each
 * recipient is read once and given its channels (the subscribed devices looked up in one hashed
 * set, not probed per recipient), and the texts are built only for the rows kept. The
 * dedupe key is the notice type, the game and the user, so the same fan-out twice sends once.
 */
export async function enqueueNoticeDeliveriesFrom(
  db: Executor,
  notice: NoticeSql,
  recipients: SQL,
  now: Date,
): Promise<void> {
  const typeKinds = Object.entries(kindOfNotificationType).filter(([, kind]) => kind !== null);
  const kindCase = sql.join(
    [
      sql`case n.type`,
      ...typeKinds.map(([type, kind]) => sql`when ${type} then ${kind}`),
      sql`end`,
    ],
    sql` `,
  );
  const push = [...pushTypes];
  const email = [...emailTypes];
  const typeList = (types: readonly string[]) =>
    sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    );
  await insertOutboxMessagesFrom(
    db,
    sql`
      select n.type || ':' || coalesce(n.game_id, '') || ':' || n.user_id || ':' || c.channel as dedupe_key,
        c.channel, n.user_id, ${kindCase} as kind,
        jsonb_build_object('template', 'notice', 'type', n.type, 'title', n.title, 'body', n.message,
          'url', coalesce(n.action_url, '/'), 'actionText', coalesce(n.action_text, 'Open Social Market')) as payload
      from (
        select r.user_id, r.game_id::text as game_id, ${notice.type} as type, ${notice.title} as title,
          ${notice.message} as message, ${notice.actionUrl} as action_url, ${notice.actionText} as action_text
        from (${recipients}) r
      ) n
      cross join lateral unnest(array[
        case when n.type in (${typeList(push)})
          and n.user_id in (select s.user_id from push_subscriptions s) then 'push' end,
        case when n.type in (${typeList(email)}) then 'email' end
      ]) as c(channel)
      where c.channel is not null
        -- The same test, on each recipient before its channels are listed: most of a game's
        -- players get neither (no device, no email for this type), and are dropped here.
        and (n.type in (${typeList(email)})
          or n.user_id in (select s.user_id from push_subscriptions s))`,
    now,
  );
}

/**
 * In the payment's transaction: the receipt email of an invoice (sent after the commit), as a
 * statement written with the invoice's own (`createInvoice`'s `alsoWrite`), given its id as SQL.
 */
export function receiptEmailOf(
  input: { userId: number; receipt: 'order' | 'play' },
  now: Date,
): (invoiceId: SQL) => SQL {
  const template: ReceiptPayload['template'] =
    input.receipt === 'order' ? 'order_receipt' : 'play_receipt';
  return (invoiceId) =>
    outboxInsertFrom(
      sql`select 'receipt:invoice:' || ${invoiceId} as dedupe_key, 'email' as channel,
        ${input.userId}::integer as user_id, 'receipts' as kind,
        jsonb_build_object('template', ${template}::text, 'invoiceId', ${invoiceId}) as payload`,
      now,
    );
}

/** Sent, skipped and failed messages are kept 30 days (to look into), then deleted. */
export async function purgeFinishedOutboxMessages(ctx: AppContext): Promise<number> {
  return deleteFinishedMessagesBefore(ctx.db, new Date(ctx.clock.now().getTime() - 30 * DAY_MS));
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Sending.

export interface Delivery {
  mailer: Mailer;
  /** Absent: pushes are skipped (no VAPID keys). */
  push?: PushSender;
  /** The shop's address for links in emails (PUBLIC_ORIGIN, or the local one). */
  origin: string;
  /** Renders a receipt's PDF (the server's own thread for them); else on the event loop. */
  renderPdf?: (invoice: Invoice) => Promise<Buffer>;
}

export interface OutboxOptions {
  /** How long a claimed row is held by its sender before another process may take it. */
  leaseMs?: number;
  batchSize?: number;
  /** After this many attempts a row is given up (status failed). */
  maxAttempts?: number;
  random?: () => number;
}

const RETRY = { baseMs: 5_000, maxMs: 30 * 60_000 };

type Outcome =
  | { kind: 'sent' }
  | { kind: 'skipped'; reason: string }
  | { kind: 'retry'; error: string; delivered: string[] };

/**
 * Sends what is due, batch by batch, until nothing is due: answers how many rows it finished.
 * Safe in any number of processes at once (rows are leased with SKIP LOCKED).
 *
 * A batch is read and finished in a few statements however many rows it holds: the claim, who
 * allows which channel, the receipts' invoices, and one update for every row sent, skipped or given
 * up. Each user's messages go out in the order they were written; different users' side by side.
 */
export async function processOutbox(
  ctx: AppContext,
  delivery: Delivery,
  options: OutboxOptions = {},
): Promise<{ sent: number; skipped: number; retried: number; failed: number }> {
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 10;
  const counts = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const now = ctx.clock.now();
    // One statement claims the batch (its rows locked while it runs, skipping other claims').
    const rows = await claimDueMessages(ctx.db, now, leaseMs, batchSize);
    if (rows.length === 0) return counts;
    const allowed = await channelsAllowedFor(
      ctx.db,
      rows.map((row) => row.userId),
    );
    const receipts = await getInvoicesOf(ctx, rows.flatMap(receiptWanted));
    const batch: Batch = {
      allowed,
      receipts,
      pdfs: startReceiptPdfs(rows, allowed, receipts, delivery.renderPdf ?? renderInvoicePdf),
    };
    const outcomes = new Map<number, Outcome>();
    await Promise.all(
      [...byUser(rows).values()].map(async (ownRows) => {
        for (const row of ownRows) outcomes.set(row.id, await attempt(ctx, delivery, row, batch));
      }),
    );
    const at = ctx.clock.now();
    const finished: FinishedMessage[] = [];
    for (const row of rows) {
      const outcome = outcomes.get(row.id) as Outcome;
      if (outcome.kind === 'sent') {
        finished.push({ id: row.id, status: 'sent', lastError: null });
        counts.sent++;
      } else if (outcome.kind === 'skipped') {
        finished.push({ id: row.id, status: 'skipped', lastError: outcome.reason });
        counts.skipped++;
      } else if (row.attempts >= maxAttempts) {
        ctx.log.error({ outbox: row.id, error: outcome.error }, 'outbox message given up');
        finished.push({ id: row.id, status: 'failed', lastError: outcome.error });
        counts.failed++;
      } else {
        const wait = backoffDelay(row.attempts - 1, RETRY, options.random);
        ctx.log.warn({ outbox: row.id, error: outcome.error, wait }, 'outbox message retried');
        await retryMessageAt(
          ctx.db,
          row.id,
          new Date(at.getTime() + wait),
          outcome.error,
          outcome.delivered,
        );
        counts.retried++;
      }
    }
    await finishMessages(ctx.db, finished, at);
  }
}

/** Each user's rows, in the order they were written (a claim answers them in any order). */
function byUser(rows: OutboxRow[]): Map<number, OutboxRow[]> {
  const grouped = new Map<number, OutboxRow[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const own = grouped.get(row.userId);
    if (own) own.push(row);
    else grouped.set(row.userId, [row]);
  }
  return grouped;
}

/** What a batch reads once for all its rows. */
interface Batch {
  allowed: Awaited<ReturnType<typeof channelsAllowedFor>>;
  /** The receipts' invoices, each answered only to its own user. */
  receipts: Awaited<ReturnType<typeof getInvoicesOf>>;
  /** The order receipts' PDFs, by outbox row, under way. */
  pdfs: Map<number, Promise<Buffer>>;
}

/**
 * Starts rendering the PDF of every order receipt in the batch that will be sent, in the batch's
 * order, so the renderer (a thread of its own) works through them while the emails before them
 * go out; each email waits for its own.
 */
function startReceiptPdfs(
  rows: OutboxRow[],
  allowed: Batch['allowed'],
  receipts: Batch['receipts'],
  render: (invoice: Invoice) => Promise<Buffer>,
): Map<number, Promise<Buffer>> {
  const pdfs = new Map<number, Promise<Buffer>>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const payload = row.payload as unknown as Payload;
    if (row.channel !== 'email' || payload.template !== 'order_receipt') continue;
    if (!allowed(row.userId, row.kind as NotificationKind, 'email')) continue;
    const invoice = receipts.invoiceOf(row.userId, payload.invoiceId);
    if (!invoice) continue;
    // A failed render (thrown or rejected) fails its own email, which awaits it, not the batch.
    const pdf = (async () => render(invoice))();
    pdf.catch(() => {});
    pdfs.set(row.id, pdf);
  }
  return pdfs;
}

/** The invoice a receipt's email is about, for the batch's one read of them. */
function receiptWanted(row: OutboxRow): { userId: number; invoiceId: number }[] {
  const payload = row.payload as unknown as Payload;
  return row.channel === 'email' && payload.template !== 'notice'
    ? [{ userId: row.userId, invoiceId: payload.invoiceId }]
    : [];
}

async function attempt(
  ctx: AppContext,
  delivery: Delivery,
  row: OutboxRow,
  batch: Batch,
): Promise<Outcome> {
  try {
    return await sendOne(ctx, delivery, row, batch);
  } catch (error) {
    return {
      kind: 'retry',
      error: error instanceof Error ? error.message : String(error),
      delivered: row.delivered,
    };
  }
}

async function sendOne(
  ctx: AppContext,
  delivery: Delivery,
  row: OutboxRow,
  batch: Batch,
): Promise<Outcome> {
  const kind = row.kind as NotificationKind;
  const channel = row.channel === 'push' ? 'push' : 'email';
  if (!batch.allowed(row.userId, kind, channel)) {
    return { kind: 'skipped', reason: `${channel} turned off for ${kind}` };
  }
  const payload = row.payload as unknown as Payload;
  return channel === 'push'
    ? sendPush(ctx, delivery, row, payload)
    : sendEmail(ctx, delivery, row, payload, batch);
}

/** A push service's Topic: at most 32 characters of the URL-safe alphabet, one per message. */
function topicOf(dedupeKey: string): string {
  return createHash('sha256').update(dedupeKey).digest('base64url').slice(0, 32);
}

async function sendPush(
  ctx: AppContext,
  delivery: Delivery,
  row: OutboxRow,
  payload: Payload,
): Promise<Outcome> {
  if (!delivery.push) return { kind: 'skipped', reason: 'web push is not configured' };
  if (payload.template !== 'notice') return { kind: 'skipped', reason: 'not a notice' };
  const subscriptions = await findPushSubscriptionsOfUser(ctx.db, row.userId);
  const delivered = new Set(row.delivered);
  const pending = subscriptions.filter((subscription) => !delivered.has(subscription.endpoint));
  if (subscriptions.length === 0) return { kind: 'skipped', reason: 'no push subscription' };
  const message: PushPayload = { title: payload.title, body: payload.body, url: payload.url };
  const errors: string[] = [];
  const refused: string[] = [];
  for (const subscription of pending) {
    const result = await delivery.push.send(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      message,
      { topic: topicOf(row.dedupeKey) },
    );
    if (result.kind === 'sent') delivered.add(subscription.endpoint);
    else if (result.kind === 'gone') {
      // 404/410: the browser unsubscribed or the subscription expired; it never comes back.
      await deletePushSubscription(ctx.db, subscription.endpoint);
    } else if (result.kind === 'refused') {
      // Not a public push service (any more: its host may resolve elsewhere now). Nothing was
      // sent there, and trying again would not be safer; the subscription stays, refused each time.
      ctx.log.warn(
        { outbox: row.id, endpoint: subscription.endpoint, reason: result.message },
        'push endpoint refused',
      );
      refused.push(result.message);
    } else errors.push(result.message);
  }
  if (errors.length > 0)
    return { kind: 'retry', error: errors.join('; '), delivered: [...delivered] };
  if (refused.length > 0 && delivered.size === 0) {
    return { kind: 'skipped', reason: `push endpoint refused: ${refused.join('; ')}` };
  }
  return { kind: 'sent' };
}

async function sendEmail(
  ctx: AppContext,
  delivery: Delivery,
  row: OutboxRow,
  payload: Payload,
  { receipts, pdfs }: Pick<Batch, 'receipts' | 'pdfs'>,
): Promise<Outcome> {
  const messageId = messageIdOf(delivery.mailer, `${topicOf(row.dedupeKey)}.${row.id}`);
  if (payload.template === 'notice') {
    const kind = row.kind as NotificationKind;
    const { email } = await billingContact(ctx.db, row.userId);
    if (!email) return { kind: 'skipped', reason: 'no email address' };
    // Mail the shopper did not ask for by buying carries a link bound to its kind (and the
    // List-Unsubscribe headers); transactional mail carries none.
    const unsubscribeUrl = unsubscribableByLink(kind)
      ? `${delivery.origin}/api/notification-preferences/unsubscribe?token=${encodeURIComponent(
          await unsubscribeTokenOf(ctx, row.userId, kind),
        )}`
      : undefined;
    const content = noticeEmail(payload, delivery.origin, unsubscribeUrl);
    await delivery.mailer.send({
      to: email,
      ...content,
      messageId,
      ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
    });
    return { kind: 'sent' };
  }
  // Read with the batch; one that was not there is asked for again (and answers not found).
  const invoice =
    receipts.invoiceOf(row.userId, payload.invoiceId) ??
    (await getInvoice(ctx, row.userId, payload.invoiceId));
  const to = invoice.customer.email || (await billingContact(ctx.db, row.userId)).email;
  if (!to) return { kind: 'skipped', reason: 'no email address' };
  const content: EmailContent =
    payload.template === 'order_receipt'
      ? orderReceiptEmail(invoice, delivery.origin)
      : playReceiptEmail(invoice, delivery.origin);
  await delivery.mailer.send({
    to,
    ...content,
    messageId,
    attachments:
      payload.template === 'order_receipt'
        ? [
            {
              filename: `${invoice.invoiceNumber}.pdf`,
              content: await (pdfs.get(row.id) ??
                (delivery.renderPdf ?? renderInvoicePdf)(invoice)),
              contentType: 'application/pdf',
            },
          ]
        : [],
  });
  return { kind: 'sent' };
}

/**
 * Runs the outbox in the background: every `intervalMs`, and at once when `kick()` is called
 * (after a commit that enqueued something). One run at a time in this process; answers the stop.
 */
export function startOutbox(
  ctx: AppContext,
  delivery: Delivery,
  intervalMs: number,
): { kick(): void; stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = processOutbox(ctx, delivery)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'outbox run failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      delivery.mailer.close();
    },
  };
}
