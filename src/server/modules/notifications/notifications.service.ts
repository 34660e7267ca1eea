import { type SQL, sql } from 'drizzle-orm';
import {
  NOTIFICATION_LIMIT,
  type Notification,
  type NotificationType,
} from '../../../shared/contracts/notifications';
import { notificationMessages } from '../../../shared/validation-messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { topics } from '../../events';
import { eventsParameter } from '../live/event-bus';
import {
  enqueueNoticeDeliveriesFrom,
  enqueueNoticeDelivery,
  noticeIsDelivered,
} from '../messaging/outbox.service';
import { notificationTypesHiddenFromBell } from '../messaging/preferences.service';
import type { AudienceNotice, Notice } from './game-notices';
import {
  findNotificationsOfUser,
  insertAudienceNotifications,
  insertNotification,
  insertNotificationsFrom,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  notificationInsertWith,
} from './notifications.repository';

export interface NotifyInput {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
  actionText?: string | null;
  productId?: number | null;
  gameId?: string | null;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    read: row.readAt !== null,
    actionUrl: row.actionUrl,
    actionText: row.actionText,
    productId: row.productId,
    gameId: row.gameId,
  };
}

/** Sends a notification to one user. Other modules call this, inside their own transaction if they have one. */
export async function notify(
  ctx: AppContext,
  userId: number,
  input: NotifyInput,
): Promise<Notification> {
  // Callers are often inside their own transaction: the bell hears of it when that commits (told
  // by the insert's own statement).
  const { values, events } = notificationOf(ctx, userId, input);
  const row = await insertNotification(ctx.db, values, events);
  // Its push and email (if its kind has them) are written to the outbox in the same transaction
  // and sent after the commit (issue 19).
  await enqueueNoticeDelivery(ctx.db, userId, { ...row, type: input.type }, row.createdAt);
  return toNotification(row);
}

/**
 * `notify`, as a statement for another module's statement to run with it (a paid action's last
 * statement, the invoice's: one round trip fewer per order), the bell told when it commits. Only
 * for a type with no push or email to send (their outbox rows name the notification's id): for one
 * that has, undefined, and the caller calls `notify`.
 */
export function notificationWrittenWith(
  ctx: AppContext,
  userId: number,
  input: NotifyInput,
): SQL | undefined {
  if (noticeIsDelivered(input.type)) return undefined;
  const { values, events } = notificationOf(ctx, userId, input);
  return notificationInsertWith(values, events);
}

/** A user's notification as written now, and its bell's event (NOTIFYed by the same statement). */
function notificationOf(ctx: AppContext, userId: number, input: NotifyInput) {
  const createdAt = ctx.clock.now();
  return {
    values: {
      userId,
      type: input.type,
      title: input.title,
      message: input.message,
      actionUrl: input.actionUrl ?? null,
      actionText: input.actionText ?? null,
      productId: input.productId ?? null,
      gameId: input.gameId ?? null,
      createdAt,
    },
    events: eventsParameter(ctx, [
      { topic: topics.notifications(userId), id: String(userId), version: createdAt.getTime() },
    ]),
  };
}

/**
 * Audiences: sets of users a notification can be sent to once, whatever their number (decision
 * 0037). The module that knows who belongs defines the audience kind: `membershipsOf(userId)` is a
 * SELECT over its own tables of (audience, rank, score), the audiences `{kind}:{key}` this user
 * belongs to, with the member's own rank and score where the notices read them (else null). An
 * audience's members must not change once a notification was sent to it.
 */
export interface Audience {
  membershipsOf(userId: number): SQL;
}

const audiences = new Map<string, Audience>();

/** Defines (or redefines) an audience kind; the app defines each one when it is built (app.ts). */
export function defineAudience(kind: string, audience: Audience): void {
  audiences.set(kind, audience);
}

/** Every audience this user belongs to, as one SELECT; null when no audience kind is defined. */
function membershipsOf(userId: number): SQL | null {
  if (audiences.size === 0) return null;
  return sql.join(
    [...audiences.values()].map((audience) => sql`(${audience.membershipsOf(userId)})`),
    sql` union all `,
  );
}

/**
 * Sends a notice to whole audiences in one statement, inside the caller's transaction: one row per
 * audience (the scheduler's top of the hour writes one per competition, not one per player), which
 * every member's bell then lists, rendered for them, with their own read mark. `audienceRows` is a
 * SELECT yielding audience (`{kind}:{key}` of a defined kind), product_id, game_id and subject (the
 * product's name the notice's texts show). The bells are not told here: the caller publishes once
 * for all, when it commits.
 *
 * This and `notifyMany` are where a notice for a set of users is created: delivery beyond the bell
 * (push, email) attaches here, resolving an audience's members through its kind.
 */
export async function notifyAudiences(
  db: Executor,
  notice: AudienceNotice,
  audienceRows: SQL,
  at: Date,
): Promise<void> {
  await insertAudienceNotifications(db, notice, audienceRows, at);
}

/**
 * Sends the same notice to many users in one statement, inside the caller's transaction (the
 * scheduler's top-of-the-hour fan-out stays one INSERT however many entrants). `recipients` is a
 * SELECT yielding user_id, product_id, game_id and the columns the notice reads (gameNotices says
 * which). The bells are not told here: the caller publishes once for all, when it commits.
 */
export async function notifyMany(
  db: Executor,
  notice: Notice,
  recipients: SQL,
  at: Date,
): Promise<void> {
  await insertNotificationsFrom(db, notice, recipients, at);
}

/**
 * The push and email of a fan-out notice (issue 19), in the caller's transaction, beside its
 * `notifyMany` with the same recipients: written to the outbox, sent after the commit.
 */
export async function deliverNoticeToMany(
  db: Executor,
  notice: Notice,
  recipients: SQL,
  at: Date,
): Promise<void> {
  await enqueueNoticeDeliveriesFrom(db, notice, recipients, at);
}

/** The user's newest notifications, at most NOTIFICATION_LIMIT, without the kinds hidden from the bell. */
export async function findNotifications(ctx: AppContext, userId: number): Promise<Notification[]> {
  const hidden = await typesHiddenFromBell(ctx, userId);
  const rows = await findNotificationsOfUser(
    ctx.db,
    userId,
    NOTIFICATION_LIMIT,
    membershipsOf(userId),
    hidden,
  );
  return rows.map(toNotification);
}

/**
 * The in-app switch of the notification preferences (issue 19), applied when the bell reads: every
 * notice is still stored as it was created; the types whose kind the user turned off for in-app are
 * left out of the list (turning the kind on again shows them).
 */
function typesHiddenFromBell(ctx: AppContext, userId: number): Promise<NotificationType[]> {
  return notificationTypesHiddenFromBell(ctx.db, userId);
}

export async function readNotification(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<Notification> {
  const row = await markNotificationRead(
    ctx.db,
    userId,
    id,
    ctx.clock.now(),
    membershipsOf(userId),
  );
  // Someone else's notification is "not found", never "forbidden": its existence is not revealed.
  if (!row) throw new AppError('NOT_FOUND', notificationMessages.notFound);
  return toNotification(row);
}

export async function readAllNotifications(ctx: AppContext, userId: number): Promise<number> {
  return markAllNotificationsRead(ctx.db, userId, ctx.clock.now(), membershipsOf(userId));
}
export { type AudienceNotice, gameNotices, type Notice } from './game-notices';
