import { Ban, CircleCheck, Clock, PauseCircle, ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { PlayHistory, PlayLimits } from '../../../../shared/contracts/responsible-play';
import { formatDollars } from '../../../../shared/money';
import {
  type CoolOffPeriod,
  coolOffLabels,
  coolOffPeriods,
  LIMIT_RAISE_DELAY_HOURS,
  MINIMUM_AGE,
} from '../../../../shared/responsible-play';
import { formatShopDate, formatShopDateTime } from '../../../../shared/shop-time';
import { AgeConfirmationDialog } from '../../../components/age-gate';
import { ConfirmStepDialog } from '../../../components/confirm-step-dialog';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import {
  useConfirmAge,
  usePlayHistory,
  usePlayLimits,
  useStartCoolOff,
  useUpdatePlayLimits,
} from '../api/play-limits';
import {
  limitInputText,
  limitText,
  monthLabel,
  parseLimitInput,
  pendingText,
} from '../lib/limits-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5">
        <h3 className="text-lg font-bold tracking-tight text-slate-900">{title}</h3>
        {children}
      </CardContent>
    </Card>
  );
}

function PauseBanner({ limits }: { limits: PlayLimits }) {
  if (limits.selfExcluded) {
    return (
      <div role="status" className="flex gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900">
        <Ban aria-hidden="true" className="size-5 shrink-0" />
        <p>
          <strong>You have excluded yourself from paid play.</strong> Paid game entries and bids
          stay closed on this account; shopping still works.
        </p>
      </div>
    );
  }
  if (limits.coolOffUntil) {
    return (
      <div role="status" className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
        <PauseCircle aria-hidden="true" className="size-5 shrink-0" />
        <p>
          <strong>You are taking a break until {formatShopDateTime(limits.coolOffUntil)}.</strong>{' '}
          Paid game entries and bids are paused until then; shopping still works.
        </p>
      </div>
    );
  }
  return null;
}

function AgeSection({ limits }: { limits: PlayLimits }) {
  const confirm = useConfirmAge();
  const [asking, setAsking] = useState(false);
  return (
    <Section title="Age">
      {limits.ageConfirmedAt ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CircleCheck aria-hidden="true" className="size-5 text-emerald-700" />
          You confirmed you are {MINIMUM_AGE} or older on{' '}
          {formatShopDateTime(limits.ageConfirmedAt)}.
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">
            Paid game entries and bids are for adults. You will be asked once, before your first.
          </p>
          <Button variant="outline" onClick={() => setAsking(true)} disabled={confirm.isPending}>
            Confirm my age
          </Button>
        </div>
      )}
      <AgeConfirmationDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          confirm.mutate(undefined, {
            onError: (error) =>
              toast.error('Could not confirm your age', { description: getErrorMessage(error) }),
          });
        }}
      />
    </Section>
  );
}

function LimitsSection({ limits }: { limits: PlayLimits }) {
  const update = useUpdatePlayLimits();
  const [daily, setDaily] = useState(() => limitInputText(limits.daily));
  const [monthly, setMonthly] = useState(() => limitInputText(limits.monthly));
  const [errors, setErrors] = useState<{ daily?: string; monthly?: string }>({});
  useEffect(() => {
    setDaily(limitInputText(limits.daily));
    setMonthly(limitInputText(limits.monthly));
  }, [limits.daily, limits.monthly]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedDaily = parseLimitInput(daily);
    const parsedMonthly = parseLimitInput(monthly);
    const next = {
      ...(parsedDaily.ok ? {} : { daily: parsedDaily.message }),
      ...(parsedMonthly.ok ? {} : { monthly: parsedMonthly.message }),
    };
    setErrors(next);
    if (!parsedDaily.ok || !parsedMonthly.ok) return;
    const body = {
      ...(parsedDaily.value !== limits.daily ? { daily: parsedDaily.value } : {}),
      ...(parsedMonthly.value !== limits.monthly ? { monthly: parsedMonthly.value } : {}),
    };
    if (Object.keys(body).length === 0) {
      toast.info('Your limits are unchanged');
      return;
    }
    update.mutate(body, {
      onSuccess: (saved) =>
        toast.success('Limits saved', {
          description: saved.pendingIncrease
            ? `${pendingText(saved.pendingIncrease)} Lower limits apply at once.`
            : 'Your limits apply now.',
        }),
      onError: (error) =>
        toast.error('Could not save your limits', { description: getErrorMessage(error) }),
    });
  };

  return (
    <Section title="Spending limits">
      <p className="text-sm text-slate-700">
        Caps on what paid game entries and auction bids may add up to in a day and in a month (shop
        time, Laguna Beach). A bid holds the most it can charge (your maximum plus tax) until you
        are outbid or the auction ends; a won auction then counts what its charge took. Lower limits
        apply at once; raising or removing one takes {LIMIT_RAISE_DELAY_HOURS} hours.
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-2xl bg-sand-100 p-3">
          <dt className="text-slate-600">Spent today</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="spent-today">
            {formatDollars(limits.spentToday)}
            <span className="block text-xs font-medium text-slate-600">
              of {limitText(limits.daily)}
            </span>
            <span className="block text-xs font-medium text-slate-600" data-testid="held-today">
              {heldText(limits.heldByBidsToday)}
            </span>
          </dd>
        </div>
        <div className="rounded-2xl bg-sand-100 p-3">
          <dt className="text-slate-600">Spent this month</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="spent-this-month">
            {formatDollars(limits.spentThisMonth)}
            <span className="block text-xs font-medium text-slate-600">
              of {limitText(limits.monthly)}
            </span>
            <span
              className="block text-xs font-medium text-slate-600"
              data-testid="held-this-month"
            >
              {heldText(limits.heldByBidsThisMonth)}
            </span>
          </dd>
        </div>
      </dl>
      {limits.pendingIncrease && (
        <p
          className="flex gap-2 rounded-2xl bg-ocean-50 p-3 text-sm text-ocean-950"
          data-testid="pending-increase"
        >
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          <span>{pendingText(limits.pendingIncrease)}</span>
        </p>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Spending limits"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Daily limit ($)" error={errors.daily}>
            <Input
              inputMode="decimal"
              placeholder="No limit"
              value={daily}
              onChange={(event) => setDaily(event.target.value)}
            />
          </FormField>
          <FormField label="Monthly limit ($)" error={errors.monthly}>
            <Input
              inputMode="decimal"
              placeholder="No limit"
              value={monthly}
              onChange={(event) => setMonthly(event.target.value)}
            />
          </FormField>
        </div>
        <p className="text-xs text-slate-600">Leave a field empty for no limit.</p>
        <Button type="submit" className="self-start" disabled={update.isPending}>
          Save limits
        </Button>
      </form>
    </Section>
  );
}

const periodText: Record<CoolOffPeriod, string> = {
  '24h': 'Paid game entries and bids pause for 24 hours. It cannot be shortened.',
  '7d': 'Paid game entries and bids pause for 7 days. It cannot be shortened.',
  '30d': 'Paid game entries and bids pause for 30 days. It cannot be shortened.',
  'self-exclusion':
    'Paid game entries and bids close on this account for good: self-exclusion does not lift. Shopping still works.',
};

function BreakSection({ limits }: { limits: PlayLimits }) {
  const start = useStartCoolOff();
  const [chosen, setChosen] = useState<CoolOffPeriod | null>(null);
  if (limits.selfExcluded) return null;
  return (
    <Section title="Take a break">
      <p className="text-sm text-slate-700">
        Pause paid play for a while, or exclude yourself from it. Shopping and your orders are not
        affected.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {coolOffPeriods.map((period) => (
          <Button
            key={period}
            variant={period === 'self-exclusion' ? 'destructive' : 'outline'}
            onClick={() => setChosen(period)}
            disabled={start.isPending}
          >
            {coolOffLabels[period]}
          </Button>
        ))}
      </div>
      <ConfirmStepDialog
        open={chosen !== null}
        icon={chosen === 'self-exclusion' ? Ban : PauseCircle}
        title={
          chosen === 'self-exclusion'
            ? 'Exclude yourself from paid play?'
            : `Take a ${chosen ? coolOffLabels[chosen] : ''} break?`
        }
        description={chosen ? periodText[chosen] : ''}
        facts={[]}
        confirmText={chosen === 'self-exclusion' ? 'Exclude me' : 'Start the break'}
        testId="cool-off-dialog"
        onCancel={() => setChosen(null)}
        onConfirm={() => {
          if (!chosen) return;
          const period = chosen;
          setChosen(null);
          start.mutate(
            { period },
            {
              onSuccess: (saved) =>
                toast.success(
                  saved.selfExcluded ? 'You are excluded from paid play' : 'Your break has started',
                  saved.coolOffUntil && !saved.selfExcluded
                    ? {
                        description: `Paid play resumes ${formatShopDateTime(saved.coolOffUntil)}.`,
                      }
                    : undefined,
                ),
              onError: (error) =>
                toast.error('Could not start the break', { description: getErrorMessage(error) }),
            },
          );
        }}
      />
    </Section>
  );
}

function HistorySection({ history }: { history: PlayHistory }) {
  const empty =
    history.entries.length === 0 && history.bids.length === 0 && history.prizes.length === 0;
  const rows = [
    ...history.entries.map((entry) => ({
      key: `entry-${entry.playId}`,
      at: entry.at,
      what: `Game entry: ${entry.productName}`,
      amount: formatDollars(entry.amount),
    })),
    ...history.bids.map((bid, index) => ({
      key: `bid-${bid.auctionId}-${index}`,
      at: bid.at,
      what: `Bid up to ${formatDollars(bid.maxBid)}: ${bid.productName}`,
      amount: formatDollars(bid.amount),
    })),
    ...history.prizes.map((prize) => ({
      key: `prize-${prize.competitionId}`,
      at: prize.at,
      what: `Prize won: ${prize.productName} (worth ${formatDollars(prize.value)}${prize.outcome === 'donated' ? ', donated' : ''})`,
      amount: formatDollars(prize.amount),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <Section title="Play history">
      {empty ? (
        <p className="text-sm text-slate-700">No paid entries, bids or prizes yet.</p>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Totals by month">
            {history.months.map((month) => (
              <li key={month.month} className="rounded-2xl bg-sand-100 p-3 text-sm">
                <p className="font-semibold text-slate-900">{monthLabel(month.month)}</p>
                <p className="text-slate-700">
                  Spent {formatDollars(month.spent)}: entries {formatDollars(month.entries)}, bids{' '}
                  {formatDollars(month.bids)}
                </p>
                {month.prizesValue > 0 && (
                  <p className="text-slate-700">
                    Prizes won: worth {formatDollars(month.prizesValue)}, paid{' '}
                    {formatDollars(month.prizes)}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <ul className="divide-y divide-slate-100 text-sm" aria-label="Entries, bids and prizes">
            {rows.map((row) => (
              <li key={row.key} className="flex items-start justify-between gap-3 py-2.5">
                <span className="min-w-0">
                  <span className="block text-slate-900">{row.what}</span>
                  <span className="block text-xs text-slate-600">{formatShopDate(row.at)}</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-slate-900">
                  {row.amount}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600">
            A bid lists what it counted against your limits: the most it can charge with tax, less
            what your earlier bids on the same auction counted.
          </p>
        </>
      )}
    </Section>
  );
}

/** The profile's Responsible play tab: age, limits, a break or self-exclusion, and the history. */
export function ResponsiblePlayTab() {
  const limits = usePlayLimits();
  const history = usePlayHistory();
  if (limits.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading responsible play">
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (limits.isError)
    return (
      <LoadError
        error={limits.error}
        onRetry={() => limits.refetch()}
        title="We couldn't load your limits"
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-6 text-ocean-800" /> Responsible play
      </h2>
      <PauseBanner limits={limits.data} />
      <AgeSection limits={limits.data} />
      <LimitsSection limits={limits.data} />
      <BreakSection limits={limits.data} />
      {history.data ? (
        <HistorySection history={history.data} />
      ) : history.isError ? (
        <LoadError
          error={history.error}
          onRetry={() => history.refetch()}
          title="We couldn't load your play history"
        />
      ) : (
        <Skeleton className="h-40 rounded-2xl" />
      )}
    </div>
  );
}

/** What open bids hold beside what was spent: '+ $162.00 held by your bids'. */
function heldText(dollars: number): string {
  return dollars > 0 ? `+ ${formatDollars(dollars)} held by your bids` : 'Nothing held by bids';
}
