import {
  Bell,
  BellOff,
  CheckCheck,
  CircleCheck,
  CircleX,
  Clock,
  Flag,
  type LucideIcon,
  MessageCircle,
  Play,
  RotateCcw,
  TrendingDown,
  TrendingUp,
  Trophy,
  Truck,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification, NotificationType } from '../../../../shared/contracts/notifications';
import { liveTopics } from '../../../../shared/live-topics';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { useLiveQuery } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';
import { safeNextPath } from '../../../lib/safe-path';
import { useNow } from '../../../lib/use-now';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { localNotificationStore } from '../lib/local-notification-store';
import {
  countUnread,
  formatRelativeTime,
  isLocalNotification,
  mergeNotifications,
  notificationsButtonLabel,
  unreadBadgeText,
} from '../lib/notification-list';
import { useLocalNotifications } from '../lib/use-local-notifications';

const typeStyles: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  game_ready: { icon: Clock, className: 'bg-amber-50 text-amber-600' },
  game_started: { icon: Play, className: 'bg-ocean-50 text-ocean-600' },
  game_ended: { icon: Flag, className: 'bg-slate-100 text-slate-600' },
  game_won: { icon: Trophy, className: 'bg-yellow-50 text-yellow-600' },
  game_lost: { icon: Flag, className: 'bg-slate-100 text-slate-500' },
  payment_success: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-600' },
  payment_failed: { icon: CircleX, className: 'bg-red-50 text-red-600' },
  profile: { icon: UserRound, className: 'bg-coral-50 text-coral-600' },
  auction_winning: { icon: TrendingUp, className: 'bg-emerald-50 text-emerald-600' },
  auction_outbid: { icon: TrendingDown, className: 'bg-red-50 text-red-600' },
  auction_ending: { icon: Clock, className: 'bg-amber-50 text-amber-600' },
  auction_won: { icon: Trophy, className: 'bg-yellow-50 text-yellow-600' },
  auction_ended: { icon: Flag, className: 'bg-slate-100 text-slate-500' },
  order_out_for_delivery: { icon: Truck, className: 'bg-blue-50 text-blue-600' },
  chat_message: { icon: MessageCircle, className: 'bg-ocean-50 text-ocean-600' },
  chat_reply: { icon: MessageCircle, className: 'bg-ocean-50 text-ocean-600' },
  chat_refunded: { icon: RotateCcw, className: 'bg-emerald-50 text-emerald-600' },
  order_refunded: { icon: RotateCcw, className: 'bg-emerald-50 text-emerald-600' },
};

/**
 * The header bell: server and browser-only notifications, re-fetched on the user's live events
 * (polled every 30 s while the live connection is down).
 */
export function NotificationBell({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const serverQuery = useNotifications({ enabled: true });
  useLiveQuery(queryKeys.notifications, liveTopics.notifications(userId));
  const local = useLocalNotifications(userId);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  const notifications = mergeNotifications(serverQuery.data ?? [], local);
  const unread = countUnread(notifications);
  const badge = unreadBadgeText(unread);

  const openNotification = (notification: Notification) => {
    if (!notification.read) {
      if (isLocalNotification(notification))
        localNotificationStore.markRead(userId, notification.id);
      else markRead.mutate(notification.id);
    }
    if (notification.actionUrl) {
      setOpen(false);
      // Only in-app paths are followed; a stored link can never send the shopper off-site.
      navigate(safeNextPath(notification.actionUrl));
    }
  };

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Opening the list is when freshness matters most; don't wait for the next 30 s poll.
    if (next && !serverQuery.isFetching) void serverQuery.refetch();
  };

  const markEverythingRead = () => {
    localNotificationStore.markAllRead(userId);
    if (serverQuery.data?.some((item) => !item.read)) markAllRead.mutate();
  };

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={notificationsButtonLabel(unread)}
          className="relative flex size-10 cursor-pointer items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-ocean-900 data-[state=open]:bg-slate-100"
        >
          <Bell aria-hidden="true" className="size-5" />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-0 left-5 flex h-5 min-w-5 items-center justify-center rounded-full bg-coral-500 px-1 text-xs leading-none font-bold text-white ring-2 ring-white"
            >
              {badge}
            </span>
          )}
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden"
        aria-label="Notifications"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
          <div>
            <h2 className="text-base font-bold">Notifications</h2>
            <p className="text-xs text-slate-500">
              {unread > 0 ? `${unread} unread` : 'You are all caught up'}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={markEverythingRead}
            disabled={unread === 0}
            className="text-ocean-700"
          >
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </Button>
        </div>

        {serverQuery.isError && (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 border-b border-red-100 bg-red-50 px-4 py-2.5 text-sm text-red-800"
          >
            <span>Couldn't load notifications.</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void serverQuery.refetch()}
              className="h-8 text-red-800 hover:bg-red-100"
            >
              <RotateCcw aria-hidden="true" />
              Retry
            </Button>
          </div>
        )}

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          {serverQuery.isPending ? (
            <NotificationSkeleton />
          ) : notifications.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
                <BellOff aria-hidden="true" className="size-6" />
              </span>
              <p className="font-semibold text-slate-800">No notifications yet</p>
              <p className="text-sm text-slate-500">
                Game updates and payment news will show up here.
              </p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {notifications.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={openNotification} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const now = useNow(60_000);
  const style = typeStyles[notification.type];
  const Icon = style.icon;
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      className={cn(
        'flex w-full cursor-pointer gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none',
        !notification.read && 'bg-ocean-50/60',
      )}
    >
      <span
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
          style.className,
        )}
      >
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span
            className={cn(
              'text-sm text-slate-900',
              notification.read ? 'font-medium' : 'font-bold',
            )}
          >
            {notification.title}
          </span>
          {!notification.read && (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-coral-500">
              <span className="sr-only">Unread</span>
            </span>
          )}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">{notification.message}</span>
        <span className="mt-1.5 flex items-center gap-3 text-xs">
          <time dateTime={notification.timestamp} className="text-slate-500">
            {formatRelativeTime(notification.timestamp, now)}
          </time>
          {notification.actionUrl && (
            <span className="font-semibold text-coral-600">
              {notification.actionText || 'View'} →
            </span>
          )}
        </span>
      </span>
    </button>
  );
}

function NotificationSkeleton() {
  return (
    <ul aria-label="Loading notifications" className="divide-y divide-slate-100">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}
