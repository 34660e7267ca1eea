import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, PackageX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import type { Competition } from '../../../../shared/contracts/competitions';
import type { Influencer } from '../../../../shared/contracts/influencers';
import { formatCents, formatEntryPrice, toCents } from '../../../../shared/money';
import {
  gameSummary,
  productGameFacts,
  productImageAltText,
  shareImagePaths,
} from '../../../../shared/page-meta';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { PlayBlockedDialog } from '../../../components/play-blocked-dialog';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { trackEvent } from '../../../lib/analytics';
import { isNotFound } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import {
  productImageAlt,
  productName,
  productSubtitle,
  productTypeNouns,
  soldPriceCents,
} from '../../../lib/product-display';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useTransitionRefetch } from '../../../lib/use-transition-refetch';
import { useProduct } from '../../catalog';
import {
  competitionTransitionAt,
  GameResultCard,
  gameResultOf,
  useFreeEntry,
  useProductCompetition,
} from '../../competitions';
import { useInfluencers } from '../../influencers';
import { ChargeConfirmDialog } from '../../payments';
import { FreeEntryConfirmDialog } from '../components/free-entry-confirm-dialog';
import { HowItWorks } from '../components/how-it-works';
import { InfluencerDetailDialog } from '../components/influencer-detail-dialog';
import { InfluencerList } from '../components/influencer-list';
import { JoinBar } from '../components/join-bar';
import { EnteredCard, JoinClosedCard } from '../components/join-status';
import { MetricsExplainer } from '../components/metrics-explainer';
import { PaymentMethodDialog } from '../components/payment-method-dialog';
import { PlayStatusCard } from '../components/play-status-card';
import { useJoinGame } from '../hooks/use-join-game';
import { JOIN_CLOSED_TEXT, type JoinState, joinState } from '../lib/join-state';
import {
  loadSavedSelection,
  MAXIMUM_REACHED,
  saveSelection,
  toggleInfluencer,
} from '../lib/selection';

/** /social-play/:id: pick 5 influencers and pay the entry to play for the product. */
export function SocialPlayPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);

  if (product.isPending) return <PlaySkeleton />;
  if (isNotFound(product.error)) return <PlayProductNotFound />;
  if (product.error || !product.data) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <PageMeta title="Social Play" />
        <h1 className="sr-only">Social Play</h1>
        <LoadError
          error={product.error}
          onRetry={() => product.refetch()}
          title="We couldn't load this product"
        />
      </div>
    );
  }
  return <PlayView product={product.data} />;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The page's head: the product being played, its game's players and time left (as the server's). */
function PlayPageMeta({
  product,
  name,
  competition,
}: {
  product: Product;
  name: string;
  competition: Competition | null;
}) {
  const now = useNow(60_000, competition !== null);
  const description = competition
    ? gameSummary(productGameFacts(name, competition), now)
    : `Pick 5 influencers and play for ${name} with a ${formatEntryPrice(toCents(product.entryPrice))} entry.`;
  return (
    <PageMeta
      title={`Play for ${name}`}
      description={description}
      image={`${shareImagePaths.product(product.id)}?v=${product.version}`}
      imageAlt={productImageAltText(product)}
    />
  );
}

function PlayView({ product }: { product: Product }) {
  const _navigate = useNavigate();
  const _queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const competitionQuery = useProductCompetition(product.id, product.playEnabled);
  const influencers = useInfluencers();
  // Buy one, play free: a credit for this product makes the next entry free.
  const hasFreeEntry = useFreeEntry(product.id, user !== null);

  const [selected, setSelected] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [viewing, setViewing] = useState<Influencer | null>(null);

  const byId = useMemo(
    () => new Map((influencers.data ?? []).map((influencer) => [influencer.id, influencer])),
    [influencers.data],
  );

  // Picks made before signing in (or a reload) come back once the list is known (after hydration:
  // the server's markup has none).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !influencers.data) return;
    restored.current = true;
    const saved = loadSavedSelection(sessionStore(), product.id, new Set(byId.keys()));
    if (saved.length) setSelected(saved);
  }, [influencers.data, byId, product.id]);

  const updateSelection = (next: string[]) => {
    setSelected(next);
    saveSelection(sessionStore(), product.id, next);
  };

  const competition: Competition | null = competitionQuery.data ?? null;
  useTransitionRefetch(competitionTransitionAt(competition), competition?.gameStatus, () =>
    competitionQuery.refetch(),
  );
  const entryPrice =
    competition && competition.gameStatus !== 'completed' && competition.gameStatus !== 'cancelled'
      ? competition.entryPrice
      : product.entryPrice;
  const playPath = `/social-play/${product.id}`;
  const {
    join,
    confirmEntry,
    pendingEntry,
    cancelEntry,
    busy,
    paymentDialogOpen,
    setPaymentDialogOpen,
    blocked,
    clearBlocked,
    justEntered,
    ageGate,
  } = useJoinGame({
    product,
    playPath,
    selected,
    updateSelection,
    hasFreeEntry,
    entryPrice,
    onStale: () => void competitionQuery.refetch(),
  });
  const competitionMissing = competitionQuery.isError && isNotFound(competitionQuery.error);
  const state: JoinState = joinState(product, competition, user?.id ?? null);
  // The entry just made stops showing once its game is over, or once the product has moved on to
  // a newer game (the page never keeps saying "You're in!" beside someone else's game).
  const justEnteredGameOver =
    competition !== null &&
    justEntered !== null &&
    (competition.id > justEntered.competitionId ||
      (competition.id === justEntered.competitionId &&
        (competition.gameStatus === 'completed' || competition.gameStatus === 'cancelled')));
  const entered =
    state.kind === 'entered'
      ? { competitionId: state.competitionId, team: state.play.influencerIds }
      : justEnteredGameOver
        ? null
        : justEntered;
  const result = entered ? null : gameResultOf(competition, user?.id ?? null);
  const canSelect = state.kind === 'open' && !entered;
  const name = productName(product);

  const toggle = (influencer: Influencer) => {
    if (!canSelect) return;
    const outcome = toggleInfluencer(selected, influencer.id);
    if (outcome.kind === 'maximum') {
      toast.error(MAXIMUM_REACHED.title, { description: MAXIMUM_REACHED.description });
      return;
    }
    updateSelection(outcome.selected);
    trackEvent(outcome.kind === 'selected' ? 'select_influencer' : 'deselect_influencer', {
      productId: product.id,
      influencerId: influencer.id,
    });
  };

  const view = (influencer: Influencer) => {
    setViewing(influencer);
    trackEvent('view_influencer', { productId: product.id, influencerId: influencer.id });
  };

  const setListExpanded = (next: boolean) => {
    setExpanded(next);
    trackEvent(next ? 'view_more_influencers' : 'show_less_influencers', {
      productId: product.id,
    });
  };

  const closedText =
    state.kind === 'full'
      ? JOIN_CLOSED_TEXT.full
      : state.kind === 'started'
        ? JOIN_CLOSED_TEXT.started
        : state.kind === 'not-playable'
          ? JOIN_CLOSED_TEXT.notPlayable
          : null;

  return (
    <div
      className={`mx-auto w-full max-w-6xl px-4 pt-5 sm:px-6 sm:pt-8 ${canSelect ? 'pb-32' : 'pb-10'}`}
    >
      <PlayPageMeta product={product} name={name} competition={competition} />
      {/* Phones: the game, then the team picker, then the steps; wide screens: the game and the
          steps on the left, the picker on the right. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8 lg:gap-y-4">
        <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
          <PlayProductHeader product={product} entryPrice={entryPrice} />
          {competitionQuery.isError && !competitionMissing ? (
            <LoadError
              error={competitionQuery.error}
              onRetry={() => competitionQuery.refetch()}
              title="Failed to fetch competition data"
            />
          ) : competitionQuery.isPending && product.playEnabled ? (
            <Skeleton className="h-40 rounded-2xl" />
          ) : (
            <PlayStatusCard product={product} competition={competition} />
          )}
          {entered ? (
            <EnteredCard
              competitionId={entered.competitionId}
              justPaid={justEntered?.competitionId === entered.competitionId}
              status={
                competition?.id === entered.competitionId ? competition.gameStatus : 'waiting'
              }
              team={entered.team.map((influencerId) => ({
                id: influencerId,
                influencer: byId.get(influencerId),
              }))}
            />
          ) : (
            <>
              {result && <GameResultCard result={result} userId={user?.id ?? null} />}
              {closedText && <JoinClosedCard text={closedText} />}
            </>
          )}
          <MetricsExplainer productId={product.id} />
        </div>

        <section
          aria-labelledby="team-title"
          className="lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <div className="mb-4 flex items-end justify-between gap-3">
            <div>
              <h2 id="team-title" className="text-xl font-bold tracking-tight text-ocean-950">
                {canSelect ? 'Choose your team' : 'Influencers'}
              </h2>
              <p className="text-sm text-slate-600">
                {canSelect
                  ? 'Pick exactly 5 influencers. Their score during the game hour is your score.'
                  : 'Open an influencer to see their followers, engagement and growth.'}
              </p>
            </div>
          </div>
          <InfluencerList
            influencers={influencers.data}
            isPending={influencers.isPending}
            error={influencers.error}
            onRetry={() => influencers.refetch()}
            selected={selected}
            selectable={canSelect}
            team={entered?.team ?? []}
            expanded={expanded}
            onExpandedChange={setListExpanded}
            onToggle={toggle}
            onView={view}
          />
        </section>

        <div className="lg:col-start-1 lg:row-start-2">
          <HowItWorks
            entryPrice={entryPrice}
            requiredParticipants={competition?.requiredParticipants ?? product.maxContestants}
          />
        </div>
      </div>

      {canSelect && (
        <JoinBar
          selected={selected.flatMap((influencerId) => byId.get(influencerId) ?? [])}
          entryPrice={entryPrice}
          free={hasFreeEntry}
          busy={busy}
          signedIn={user !== null}
          onJoin={join}
        />
      )}
      <InfluencerDetailDialog
        influencer={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        selected={viewing !== null && selected.includes(viewing.id)}
        selectable={canSelect}
        onToggle={toggle}
      />
      <FreeEntryConfirmDialog
        entry={pendingEntry?.free ? { productName: name } : null}
        onCancel={cancelEntry}
        onConfirm={confirmEntry}
      />
      <ChargeConfirmDialog
        charge={
          pendingEntry && !pendingEntry.free
            ? {
                title: 'Confirm your entry',
                description: `Your ${formatEntryPrice(toCents(entryPrice))} entry to play for ${name}, with the 5 influencers you picked.`,
                amountCents: toCents(entryPrice),
                cardLabel: pendingEntry.cardLabel,
                confirmText: `Pay ${formatCents(toCents(entryPrice))} and join`,
              }
            : null
        }
        onCancel={cancelEntry}
        onConfirm={confirmEntry}
      />
      {ageGate.dialog}
      <PlayBlockedDialog block={blocked} onClose={clearBlocked} />
      <PaymentMethodDialog
        open={paymentDialogOpen}
        onOpenChange={setPaymentDialogOpen}
        entryPrice={entryPrice}
      />
    </div>
  );
}

function PlayProductHeader({ product, entryPrice }: { product: Product; entryPrice: number }) {
  const subtitle = productSubtitle(product);
  return (
    <Card>
      <CardContent className="flex gap-4 p-4 sm:p-5">
        <div className="size-24 shrink-0 overflow-hidden rounded-2xl bg-sand-100 ring-1 ring-slate-200/80 sm:size-28">
          <ProductImage
            src={product.imageUrl}
            alt={productImageAlt(product)}
            eager
            className="size-full"
          />
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-[0.15em] text-coral-600 uppercase">
            {`Play for this ${productTypeNouns[product.productType]}`}
          </p>
          <h1 className="mt-1 truncate text-2xl font-extrabold tracking-tight text-ocean-950">
            {product.brand}
          </h1>
          {subtitle && <p className="truncate text-slate-600">{subtitle}</p>}
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-600">
              Worth{' '}
              <span className="font-bold text-slate-900 tabular-nums">
                {formatCents(soldPriceCents(product))}
              </span>
            </span>
            <span className="rounded-full bg-coral-50 px-2.5 py-0.5 font-semibold text-coral-700 tabular-nums">
              Entry: {formatEntryPrice(toCents(entryPrice))}
            </span>
          </p>
          <Link
            to={`/product/${product.id}`}
            className="mt-2 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline"
          >
            Product details
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function PlayProductNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta title="Product Not Found" />
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-coral-50 text-coral-600">
        <PackageX aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Product Not Found
      </h1>
      <p className="mt-3 text-slate-600">
        The product you're looking for doesn't exist or has been removed.
      </p>
      <Button asChild className="mt-8">
        <Link to="/scoreboard">See games</Link>
      </Button>
    </div>
  );
}

function PlaySkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the game"
      className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-5 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <div className="flex flex-col gap-4">
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-36 rounded-2xl" />
      </div>
    </div>
  );
}
