import { Switch } from 'radix-ui';
import { useEffect, useState } from 'react';
import {
  channelLabels,
  type DeliveryChannel,
  deliveryChannels,
  kindChannels,
  kindLabels,
  notificationKinds,
} from '../../../../shared/contracts/messaging';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { toast } from '../../../lib/toast';
import { disablePush, enablePush, type PushState, pushState } from '../../../lib/web-push';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';

function ChannelSwitch({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-label={label}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
        'data-[state=checked]:bg-ocean-700',
      )}
    >
      <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5.5" />
    </Switch.Root>
  );
}

const pushStateText: Record<PushState, string> = {
  on: 'Push notifications are on for this device.',
  off: 'Push notifications are off for this device.',
  denied: "Notifications are blocked for this site in this browser's settings.",
  unsupported: "This browser can't receive push notifications from the shop.",
};

/** Push on this device: the browser's subscription, turned on or off here (asks the permission). */
function ThisDevicePush() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    pushState().then(
      (next) => live && setState(next),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state === null) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      setState(state === 'on' ? await disablePush() : await enablePush());
    } catch (error) {
      toast.error('Could not change push notifications', { description: getErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4">
      <p className="text-sm text-slate-700" data-testid="push-device-state">
        {pushStateText[state]}
      </p>
      {state === 'on' || state === 'off' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={toggle}>
          {state === 'on' ? 'Turn off on this device' : 'Turn on for this device'}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The profile's notification settings (issue 19): for each kind of news, whether it shows in the
 * bell, arrives as a push on this shopper's devices, and arrives by email. Each switch saves at once.
 */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const change = (
    kind: (typeof notificationKinds)[number],
    channel: DeliveryChannel,
    on: boolean,
  ) =>
    update.mutate(
      { kinds: { [kind]: { [channel]: on } } },
      {
        onError: (error) =>
          toast.error('Could not save your notification settings', {
            description: getErrorMessage(error),
          }),
      },
    );

  return (
    <Card>
      <CardContent className="p-5 sm:p-8">
        <section aria-labelledby="notification-settings-title" className="flex flex-col gap-4">
          <div>
            <h2 id="notification-settings-title" className="font-semibold text-slate-900">
              Notification settings
            </h2>
            <p className="text-sm text-slate-600">
              Choose how we tell you about each kind of news: in the app's bell, as a push on your
              devices, or by email.
            </p>
          </div>
          <ThisDevicePush />
          {preferences.isPending ? (
            <Skeleton className="h-64 rounded-xl" />
          ) : preferences.isError ? (
            <p role="alert" className="text-sm text-red-600">
              {getErrorMessage(preferences.error)}
            </p>
          ) : (
            <table aria-label="Notification settings" className="w-full table-fixed text-left">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="pb-2 text-xs font-semibold text-slate-600">
                    Kind
                  </th>
                  {deliveryChannels.map((channel) => (
                    <th
                      key={channel}
                      scope="col"
                      className="w-14 pb-2 text-center text-xs font-semibold text-slate-600 sm:w-20"
                    >
                      {channelLabels[channel]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {notificationKinds.map((kind) => (
                  <tr key={kind} className="border-b border-slate-100 last:border-b-0">
                    <th scope="row" className="py-3 pr-2 align-middle font-normal">
                      <span className="block text-sm font-semibold text-slate-900">
                        {kindLabels[kind].label}
                      </span>
                      <span className="block text-xs text-slate-600">
                        {kindLabels[kind].description}
                      </span>
                    </th>
                    {deliveryChannels.map((channel) => (
                      <td key={channel} className="py-3 text-center align-middle">
                        {kindChannels[kind].includes(channel) ? (
                          <ChannelSwitch
                            label={`${channelLabels[channel]}: ${kindLabels[kind].label}`}
                            checked={preferences.data.kinds[kind][channel]}
                            onCheckedChange={(on) => change(kind, channel, on)}
                          />
                        ) : (
                          <span className="text-slate-500">
                            <span aria-hidden="true">—</span>
                            <span className="sr-only">Not sent by {channelLabels[channel]}</span>
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
