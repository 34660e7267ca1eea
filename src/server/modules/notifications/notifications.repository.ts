import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { notifications } from '../../db/schema/notifications';
import { selectRows } from '../../db/sql';
import { notifyWithin } from '../live/event-bus';
import { type AudienceNotice, audienceNotices, type Notice } from './game-notices';

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  actionUrl: notifications.actionUrl,
  actionText: notifications.actionText,
  productId: notifications.productId,
  gameId: notifications.gameId,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export type NotificationRow = {
  id: number;
  type: string;
  title: string;
  message: string;
  actionUrl: string | null;
  actionText: string | null;
  productId: number | null;
  gameId: string | null;
  readAt: Date | null;
  createdAt: Date;
};

type NotificationValues = Record<
  | 'userId'
  | 'type'
  | 'title'
  | 'message'
  | 'actionUrl'
  | 'actionText'
  | 'productId'
  | 'gameId'
  | 'createdAt'
  | 'events',
  unknown
>;

/** The notification's INSERT, which NOTIFYs `events` in its FROM: placeholders or values. */
function notificationInsertOf(values: NotificationValues): SQL {
  return sql`insert into ${notifications}
      (user_id, type, title, message, action_url, action_text, product_id, game_id, created_at)
    select ${values.userId}::int, ${values.type}::text, ${values.title}::text,
      ${values.message}::text, ${values.actionUrl}::text, ${values.actionText}::text,
      ${values.productId}::int, ${values.gameId}::text, ${values.createdAt}::timestamptz
    from ${notifyWithin(sql`${values.events}`)} as notified
    returning id`;
}

// Every paid action writes one, and NOTIFYs the user's bell in the same statement (prepared).
const notificationInsert = preparedSql<Record<string, unknown>, { id: number }>(
  'insert_notification',
  () =>
    notificationInsertOf({
      userId: sql.placeholder('userId'),
      type: sql.placeholder('type'),
      title: sql.placeholder('title'),
      message: sql.placeholder('message'),
      actionUrl: sql.placeholder('actionUrl'),
      actionText: sql.placeholder('actionText'),
      productId: sql.placeholder('productId'),
      gameId: sql.placeholder('gameId'),
      createdAt: sql.placeholder('createdAt'),
      events: sql.placeholder('events'),
    }),
);

/**
 * `insertNotification` as a statement for another module's statement to run with it (a
 * data-modifying CTE there): written and NOTIFYed when that statement runs.
 */
export function notificationInsertWith(
  values: Omit<NotificationRow, 'id' | 'readAt'> & { userId: number },
  events: string,
): SQL {
  return notificationInsertOf({ ...values, createdAt: values.createdAt.toISOString(), events });
}

/**
 * Writes one user's notification and, in the same statement, NOTIFYs `events` (the live module's
 * `eventsParameter`: the bell's), delivered when the caller's transaction commits.
 */
export async function insertNotification(
  db: Executor,
  values: Omit<NotificationRow, 'id' | 'readAt'> & { userId: number },
  events: string,
): Promise<NotificationRow> {
  const [row] = await notificationInsert(db, {
    userId: values.userId,
    type: values.type,
    title: values.title,
    message: values.message,
    actionUrl: values.actionUrl,
    actionText: values.actionText,
    productId: values.productId,
    gameId: values.gameId,
    createdAt: values.createdAt.toISOString(),
    events,
  });
  if (!row) throw new Error('insert returned no row');
  const { userId: _owner, ...rest } = values;
  return { ...rest, id: Number(row.id), readAt: null };
}

/**
 * The audiences a user belongs to, as one SELECT of (audience, rank, score): the union of every
 * defined audience's memberships (see notifications.service's `defineAudience`).
 */
export type MembershipsOf = (userId: number) => SQL;

type RawRow = {
  id: number;
  type: string;
  title: string;
  message: string;
  action_url: string | null;
  action_text: string | null;
  product_id: number | null;
  game_id: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
};

function fromRaw(row: RawRow): NotificationRow {
  return {
    id: Number(row.id),
    type: row.type,
    title: row.title,
    message: row.message,
    actionUrl: row.action_url,
    actionText: row.action_text,
    productId: row.product_id === null ? null : Number(row.product_id),
    gameId: row.game_id,
    readAt: row.read_at === null ? null : new Date(row.read_at),
    createdAt: new Date(row.created_at),
  };
}

/** One text of an audience notification, chosen by its notice's key and rendered over `r`. */
function rendered(pick: (notice: AudienceNotice) => SQL): SQL {
  const cases = audienceNotices.map(
    (notice) => sql`when ${notice.key} then (${pick(notice)})::text`,
  );
  return sql`case n.notice ${sql.join(cases, sql` `)} end`;
}

/**
 * The audience notifications a user sees (`where`, when given, narrows them), rendered for them:
 * the notice's texts over r = (the stored subject as product_name, the member's rank and score),
 * read when the user has a read mark.
 */
function audienceNotificationsSql(userId: number, memberships: SQL, where?: SQL): SQL {
  return sql`
    select n.id, ${rendered((x) => x.type)} as type, ${rendered((x) => x.title)} as title,
      ${rendered((x) => x.message)} as message, ${rendered((x) => x.actionUrl)} as action_url,
      ${rendered((x) => x.actionText)} as action_text, n.product_id, n.game_id,
      mark.read_at, n.created_at
    from (${memberships}) m
    join notifications n on n.audience = m.audience
    cross join lateral (select n.subject as product_name, m.rank, m.score) r
    left join notification_reads mark on mark.user_id = ${userId} and mark.notification_id = n.id
    ${where ? sql`where ${where}` : sql``}`;
}

const rawColumns = sql`id, type, title, message, action_url, action_text, product_id, game_id, read_at, created_at`;

/** The user's newest notifications, their own and their audiences', at most `limit`. */
export async function findNotificationsOfUser(
  db: Executor,
  userId: number,
  limit: number,
  memberships: SQL | null,
  /** Types left out (the kinds the user hid from the bell); the rows stay. */
  exceptTypes: readonly string[] = [],
): Promise<NotificationRow[]> {
  const shown =
    exceptTypes.length > 0
      ? sql`type not in (${sql.join(
          exceptTypes.map((type) => sql`${type}`),
          sql`, `,
        )})`
      : sql`true`;
  const own = sql`
    select ${rawColumns} from notifications
    where user_id = ${userId} and ${shown}
    order by created_at desc, id desc limit ${limit}`;
  const query = memberships
    ? sql`
      select * from (${own}) own
      union all
      select * from (
        select * from (${audienceNotificationsSql(userId, memberships)}) shared
        where ${shown}
        order by created_at desc, id desc limit ${limit}
      ) shared
      order by created_at desc, id desc limit ${limit}`
    : own;
  return (await selectRows<RawRow>(db, query)).map(fromRaw);
}

/** One notification the user sees (their own or an audience's), or undefined. */
async function findVisible(
  db: Executor,
  userId: number,
  id: number,
  memberships: SQL | null,
): Promise<NotificationRow | undefined> {
  const own = sql`select ${rawColumns} from notifications where id = ${id} and user_id = ${userId}`;
  const query = memberships
    ? sql`${own} union all select * from (${audienceNotificationsSql(userId, memberships, sql`n.id = ${id}`)}) shared`
    : own;
  const [row] = await selectRows<RawRow>(db, query);
  return row ? fromRaw(row) : undefined;
}

/** Marks one notification the user sees read; undefined when they do not see it (or it does not exist). */
export async function markNotificationRead(
  db: Executor,
  userId: number,
  id: number,
  now: Date,
  memberships: SQL | null,
): Promise<NotificationRow | undefined> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    )
    .returning(columns);
  if (updated) return updated;
  if (memberships) {
    // An audience notification: the member's own read mark (the notification is shared).
    await db.execute(sql`
      insert into notification_reads (user_id, notification_id, read_at)
      select ${userId}, n.id, ${now}
      from (${memberships}) m join notifications n on n.audience = m.audience
      where n.id = ${id}
      on conflict do nothing`);
  }
  // Already read: answered unchanged, still only if the user sees it.
  return findVisible(db, userId, id, memberships);
}

export async function markAllNotificationsRead(
  db: Executor,
  userId: number,
  now: Date,
  memberships: SQL | null,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (!memberships) return rows.length;
  const marked = await selectRows<{ id: number }>(
    db,
    sql`
      insert into notification_reads (user_id, notification_id, read_at)
      select ${userId}, n.id, ${now}
      from (${memberships}) m join notifications n on n.audience = m.audience
      on conflict do nothing
      returning notification_id as id`,
  );
  return rows.length + marked.length;
}

/**
 * One notification per row of `recipients` (a SELECT yielding at least user_id, product_id and
 * game_id, aliased `r` for the notice's texts), all in one INSERT ... SELECT however many rows.
 */
export async function insertNotificationsFrom(
  db: Executor,
  notice: Notice,
  recipients: SQL,
  createdAt: Date,
): Promise<void> {
  await db.execute(sql`
    insert into notifications (user_id, type, title, message, action_url, action_text, product_id, game_id, created_at)
    select r.user_id, ${notice.type}, ${notice.title}, ${notice.message}, ${notice.actionUrl},
      ${notice.actionText}, r.product_id, r.game_id, ${createdAt}
    from (${recipients}) r`);
}

/**
 * One notification per row of `audiences` (a SELECT yielding audience, product_id, game_id and
 * subject), each shared by every member of its audience: one short row per audience however many
 * members it has.
 */
export async function insertAudienceNotifications(
  db: Executor,
  notice: AudienceNotice,
  audiences: SQL,
  createdAt: Date,
): Promise<void> {
  await db.execute(sql`
    insert into notifications (audience, notice, subject, type, title, message, product_id, game_id, created_at)
    select a.audience, ${notice.key}, a.subject, ${notice.key}, '', '', a.product_id, a.game_id, ${createdAt}
    from (${audiences}) a`);
}
