import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_GAME_DURATION_SECONDS,
  DEFAULT_GAME_START_ALIGN_SECONDS,
  TEAM_SIZE,
} from '../../../../shared/competition-rules';
import { staticPageText } from '../../../../shared/page-meta';
import { ENTRY_PRICE_TEXT, MAX_CONTESTANTS, MIN_CONTESTANTS } from '../../../../shared/play-rules';
import { formatCount } from '../../../../shared/plural';
import {
  DELIVERY_AREA,
  DELIVERY_PROMISE,
  DELIVERY_ZIP,
  PRIZE_PRICE_TEXT,
  TAX_RATE_PERCENT,
} from '../../../../shared/pricing';
import {
  coolOffLabels,
  LIMIT_RAISE_DELAY_HOURS,
  MINIMUM_AGE,
} from '../../../../shared/responsible-play';
import { PageMeta } from '../../../components/page-meta';
import { SiteFooter } from '../../../components/site-footer';
import { phoneLinkText, SHOP_CONTACT } from '../../../lib/shop-info';
import { ScoreFormula } from '../components/score-formula';

interface Rule {
  id: string;
  title: string;
  body: ReactNode;
}

const minutes = (seconds: number) => `${seconds / 60} minutes`;
const fmt = formatCount;

const rules: Rule[] = [
  {
    id: 'organiser',
    title: 'Organiser',
    body: (
      <p>
        Social Market competitions ("games") are run by {SHOP_CONTACT.name}, {SHOP_CONTACT.area}. By
        entering, you agree to these rules.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <ul>
        <li>
          You must be signed in to a Social Market account with a card on file, and your name, email
          and phone number in your profile.
        </li>
        <li>
          You must be {MINIMUM_AGE} or older, and confirm it before your first paid entry or bid.
        </li>
        <li>
          Your delivery address must be in ZIP {DELIVERY_ZIP} ({DELIVERY_AREA}, California).
        </li>
      </ul>
    ),
  },
  {
    id: 'entry-price',
    title: 'Entry price',
    body: (
      <ul>
        <li>
          Each game is for one unit of one product. Every entry costs {ENTRY_PRICE_TEXT}, charged to
          your card when you confirm it.
        </li>
        <li>One entry per person per game.</li>
        <li>Every entry picks exactly {TEAM_SIZE} influencers, its team.</li>
        <li>
          An entry exists only once its payment has succeeded. A failed payment makes no entry. Once
          paid, an entry's team can't be changed.
        </li>
      </ul>
    ),
  },
  {
    id: 'when-a-game-runs',
    title: 'How a game fills and starts',
    body: (
      <ul>
        <li>
          A game needs a set number of players: the product's price divided by the{' '}
          {ENTRY_PRICE_TEXT} entry, rounded down, so {fmt(MIN_CONTESTANTS)} to{' '}
          {fmt(MAX_CONTESTANTS)} players.
        </li>
        <li>
          Once the last seat is taken, the game starts at the next top of the hour (every{' '}
          {minutes(DEFAULT_GAME_START_ALIGN_SECONDS)}) and ends{' '}
          {minutes(DEFAULT_GAME_DURATION_SECONDS)} later. A game that hasn't filled waits; no one is
          charged more.
        </li>
      </ul>
    ),
  },
  {
    id: 'winner',
    title: 'Scoring',
    body: (
      <>
        <p>Each influencer's score is measured from the game's start to its end:</p>
        <ScoreFormula className="bg-ocean-50 ring-0" />
        <p>
          counting only the posts, likes, shares and comments gained during the game: the counters
          at the end (the latest snapshot at or before the end) minus those at the start (the latest
          snapshot at or before the start), never below 0. A team's score is the sum of its{' '}
          {TEAM_SIZE} influencers' scores, rounded to a whole point. The entry with the highest team
          score wins.
        </p>
      </>
    ),
  },
  {
    id: 'ties',
    title: 'Ties',
    body: (
      <p>
        Entries are ranked by team score, highest first. On equal scores the entry paid first ranks
        higher (then the lower entry number), so the earliest paid entry wins a tie for first place.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation and refunds',
    body: (
      <ul>
        <li>
          A game that hasn't started is cancelled if its product is withdrawn from play or removed
          from the shop. Every entry is then refunded in full ({ENTRY_PRICE_TEXT}) to the card it
          was paid with, and each player is told.
        </li>
        <li>A game that has started is never cancelled, and its entries are not refunded.</li>
      </ul>
    ),
  },
  {
    id: 'prize',
    title: 'Prizes',
    body: (
      <p>
        {`The winner may buy the product for ${PRIZE_PRICE_TEXT} (${TAX_RATE_PERCENT}% sales tax), or donate it instead.`}{' '}
        {DELIVERY_PROMISE}, free, to the winner's address. The unit is held for the winner from the
        moment the game opens.
      </p>
    ),
  },
  {
    id: 'limits',
    title: 'Limits',
    body: (
      <ul>
        <li>Paid play is for adults: you must be {MINIMUM_AGE} or older.</li>
        <li>
          In your profile (Limits) you can set a daily and a monthly spending limit on entries and
          bids. A lower limit applies at once; a higher one, or removing a limit, takes effect{' '}
          {LIMIT_RAISE_DELAY_HOURS} hours after you ask. Days and months are Laguna Beach time.
        </li>
        <li>
          You can take a break from paid play for {coolOffLabels['24h'].toLowerCase()},{' '}
          {coolOffLabels['7d']} or {coolOffLabels['30d']}, or exclude yourself for good
          (self-exclusion does not lift).
        </li>
        <li>
          The server enforces them: a paid entry or bid past a limit, or during a cool-off or
          self-exclusion, is refused with a message saying which limit applied and when it lifts.
          Shopping still works.
        </li>
      </ul>
    ),
  },
  {
    id: 'verify',
    title: 'How to verify a result',
    body: (
      <ul>
        <li>
          When a game starts, we publish a SHA-256 commitment (shown on the game's page) over its
          entries (entry id, entry time, team) and the snapshot each influencer's starting counters
          came from. Neither can change after the start: the database refuses it.
        </li>
        <li>
          When it ends, its results page (and <code>/api/games/:id/results</code>) lists every
          entry, every influencer's starting and final counters with their snapshot ids and times,
          each score, the ranks and how ties were broken.
        </li>
        <li>
          "Check these results" on that page recomputes the ranking and the commitment in your
          browser from that data alone; the README of the shop's source has the same check as a
          script.
        </li>
      </ul>
    ),
  },
  {
    id: 'no-purchase',
    title: 'No purchase necessary beyond the entry fee',
    body: (
      <p>
        No purchase beyond the entry fee is needed to enter or to win. Buying other products does
        not improve your chances.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about a game or these rules? Email{' '}
        <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a> or call{' '}
        <a href={SHOP_CONTACT.phoneHref}>{phoneLinkText(SHOP_CONTACT.phone)}</a>.
      </p>
    ),
  },
];

export function OfficialRulesPage() {
  return (
    <div className="flex flex-col">
      <PageMeta
        title={staticPageText['/official-rules'].title}
        description={staticPageText['/official-rules'].description}
      />
      <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">Play</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
          Official competition rules
        </h1>
        <p className="mt-3 text-slate-600">
          The plain-language version is in{' '}
          <Link
            to="/tutorial"
            className="rounded-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
          >
            How it works
          </Link>
          . Where the two differ, these rules apply.
        </p>

        <nav
          aria-label="Rules contents"
          className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200/80"
        >
          <h2 className="text-sm font-bold text-slate-900">Contents</h2>
          <ol className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
            {rules.map((rule, index) => (
              <li key={rule.id}>
                <a
                  href={`#${rule.id}`}
                  className="inline-flex min-h-6 items-center rounded-sm text-ocean-700 hover:text-ocean-900"
                >
                  {index + 1}. {rule.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <ol className="mt-10 space-y-8">
          {rules.map((rule, index) => (
            <li key={rule.id}>
              <section aria-labelledby={rule.id}>
                <h2
                  id={rule.id}
                  className="scroll-mt-24 text-xl font-bold tracking-tight text-ocean-950"
                >
                  {index + 1}. {rule.title}
                </h2>
                <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-ocean-700 [&_a]:underline-offset-2 hover:[&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_li+li]:mt-1.5">
                  {rule.body}
                </div>
              </section>
            </li>
          ))}
        </ol>
      </article>
      <SiteFooter />
    </div>
  );
}
