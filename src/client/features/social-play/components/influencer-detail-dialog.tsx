import { useQuery } from '@tanstack/react-query';
import { Check, Heart, MapPin, MessageCircle, Plus, Share2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { Influencer, InfluencerDetail } from '../../../../shared/contracts/influencers';
import { ENGAGEMENT_LABEL, engagementText } from '../../../../shared/engagement';
import { formatShopTime } from '../../../../shared/shop-time';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { abbreviate } from '../../../lib/competition-display';
import { influencerQueryOptions } from '../../influencers';
import { growthText, historyBars, platformFollowers } from '../lib/influencer-stats';

interface InfluencerDetailDialogProps {
  /** The influencer from the list (shown at once); the stats load from the server. */
  influencer: Influencer | null;
  onOpenChange: (open: boolean) => void;
  selected: boolean;
  selectable: boolean;
  onToggle: (influencer: Influencer) => void;
}

/** Followers per platform, engagement, growth and posts, all measured by the server. */
export function InfluencerDetailDialog({
  influencer,
  onOpenChange,
  selected,
  selectable,
  onToggle,
}: InfluencerDetailDialogProps) {
  // Read from the server (the prototype made these figures up); again after a minute, as they move.
  const detail = useQuery({
    ...influencerQueryOptions(influencer?.id ?? ''),
    enabled: influencer !== null,
  });

  return (
    <Dialog.Root open={influencer !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl focus-visible:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6">
          {influencer && (
            <>
              <div className="flex items-start gap-4">
                <InfluencerAvatar
                  name={influencer.name}
                  src={influencer.avatar}
                  className="size-16 text-base"
                />
                <div className="min-w-0 flex-1">
                  <Dialog.Title className="text-xl font-bold tracking-tight text-slate-900">
                    {influencer.name}
                  </Dialog.Title>
                  <Dialog.Description className="text-sm text-slate-600">
                    {influencer.handle}
                  </Dialog.Description>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                    <span className="font-semibold text-coral-700">{influencer.category}</span>
                    <span className="flex items-center gap-0.5">
                      <MapPin aria-hidden="true" className="size-3" />
                      {influencer.location}
                    </span>
                  </p>
                </div>
                <Dialog.Close
                  aria-label="Close"
                  className="-mt-1 -mr-1 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>

              {detail.isPending ? (
                <DetailSkeleton />
              ) : detail.isError ? (
                <div
                  role="alert"
                  className="mt-5 rounded-2xl border border-red-200 bg-red-50/60 px-4 py-5 text-center"
                >
                  <p className="font-semibold text-slate-900">
                    We couldn't load {influencer.name}'s stats
                  </p>
                  <p className="mt-1 text-sm text-slate-600">{getErrorMessage(detail.error)}</p>
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-3"
                    onClick={() => detail.refetch()}
                  >
                    Try again
                  </Button>
                </div>
              ) : (
                <DetailStats detail={detail.data} />
              )}

              {selectable && (
                <Button
                  variant={selected ? 'outline' : 'accent'}
                  className="mt-6 w-full"
                  aria-pressed={selected}
                  onClick={() => onToggle(influencer)}
                >
                  {selected ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                  {selected ? 'Selected for your team' : 'Add to my team'}
                </Button>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DetailStats({ detail }: { detail: InfluencerDetail }) {
  const platforms = platformFollowers(detail.platforms, detail.followers);
  const growth = growthText(detail.growth.percent);
  const bars = historyBars(detail.scoreHistory.map((day) => day.totalScore));

  return (
    <div className="mt-5 space-y-5">
      {detail.bio && <p className="text-sm leading-relaxed text-slate-700">{detail.bio}</p>}

      <Section title="Followers" aside={`${abbreviate(detail.totalFollowers)} total`}>
        <ul className="grid grid-cols-2 gap-2">
          {platforms.map((entry) => (
            <li
              key={entry.platform}
              data-testid="platform-followers"
              className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200/70"
            >
              <span className="block text-xs text-slate-600">{entry.label}</span>
              <span className="block text-lg font-extrabold text-slate-900 tabular-nums">
                {entry.text}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <dl className="grid grid-cols-3 gap-2 text-center">
        <Stat
          label={ENGAGEMENT_LABEL}
          value={engagementText(detail.engagement)}
          testId="engagement"
        />
        <Stat
          label={`Growth (${detail.growth.days}d)`}
          value={growth ?? 'New'}
          tone={growth?.startsWith('-') ? 'down' : growth && growth !== '0%' ? 'up' : undefined}
        />
        <Stat label="Score today" value={abbreviate(detail.today.totalScore)} />
      </dl>

      <Section title="Posts">
        <dl className="grid grid-cols-3 gap-2 text-center">
          <Stat label="Today" value={String(detail.postsToday)} />
          <Stat label="This week" value={String(detail.postsThisWeek)} />
          <Stat label="Picked today" value={String(detail.today.timesSelected)} />
        </dl>
      </Section>

      <Section title={`Last ${detail.growth.days} days`}>
        <ul className="grid grid-cols-3 gap-2 text-sm">
          <Gain icon={<Heart aria-hidden="true" className="size-4" />} label="Likes">
            {abbreviate(detail.growth.likes)}
          </Gain>
          <Gain icon={<Share2 aria-hidden="true" className="size-4" />} label="Shares">
            {abbreviate(detail.growth.shares)}
          </Gain>
          <Gain icon={<MessageCircle aria-hidden="true" className="size-4" />} label="Comments">
            {abbreviate(detail.growth.comments)}
          </Gain>
        </ul>
        {bars.length > 1 && (
          <div
            role="img"
            aria-label={`Daily scores over the last ${bars.length} days`}
            className="mt-3 flex h-16 items-end gap-1 rounded-xl bg-slate-50 px-2 pt-2 ring-1 ring-slate-200/70"
          >
            {bars.map((height, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in order.
                key={index}
                className="flex-1 rounded-t-sm bg-ocean-400"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        )}
      </Section>

      {detail.lastUpdated && (
        <p className="text-xs text-slate-500">Updated {formatShopTime(detail.lastUpdated)}</p>
      )}
    </div>
  );
}

function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: string;
  children: ReactNode;
}) {
  return (
    <section>
      <div className="mb-2 flex items-baseline justify-between">
        <h3 className="text-sm font-bold text-slate-900">{title}</h3>
        {aside && <span className="text-xs font-medium text-slate-500">{aside}</span>}
      </div>
      {children}
    </section>
  );
}

function Stat({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string;
  tone?: 'up' | 'down' | undefined;
  testId?: string;
}) {
  const color =
    tone === 'up' ? 'text-emerald-700' : tone === 'down' ? 'text-red-700' : 'text-slate-900';
  return (
    <div className="rounded-xl bg-ocean-50/70 px-2 py-2.5">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd data-testid={testId} className={`mt-0.5 text-lg font-extrabold tabular-nums ${color}`}>
        {value}
      </dd>
    </div>
  );
}

function Gain({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 rounded-xl bg-slate-50 px-2.5 py-2 ring-1 ring-slate-200/70">
      <span className="text-coral-600">{icon}</span>
      <span>
        <span className="block text-xs text-slate-600">{label}</span>
        <span className="block font-bold text-slate-900 tabular-nums">{children}</span>
      </span>
    </li>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading stats" className="mt-5 space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-14 rounded-xl" />
        <Skeleton className="h-14 rounded-xl" />
      </div>
      <div className="grid grid-cols-3 gap-2">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </div>
      <Skeleton className="h-16 rounded-xl" />
    </div>
  );
}
