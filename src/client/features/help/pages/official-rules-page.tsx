import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DELIVERY_PROMISE, PRIZE_PRICE_TEXT } from '../../../../shared/pricing';
import { PageMeta } from '../../../components/page-meta';
import { SiteFooter } from '../../../components/site-footer';
import { SHOP_CONTACT } from '../../../lib/shop-info';
import { ScoreFormula } from '../components/score-formula';

interface Rule {
  id: string;
  title: string;
  body: ReactNode;
}

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
        <li>You must be signed in to a Social Market account.</li>
        <li>You must be 18 or older.</li>
        <li>Your delivery address must be in ZIP 92651 (Laguna Beach, California).</li>
      </ul>
    ),
  },
  {
    id: 'how-to-enter',
    title: 'How to enter',
    body: (
      <ul>
        <li>
          Each competition is for one product. Enter by paying its entry fee: $1 per competition.
        </li>
        <li>One entry per person per competition.</li>
        <li>Every entry picks exactly 5 influencers, its team.</li>
        <li>
          An entry exists only once its payment has succeeded. A failed payment makes no entry.
        </li>
      </ul>
    ),
  },
  {
    id: 'when-a-game-runs',
    title: 'When a game runs',
    body: (
      <ul>
        <li>
          A game needs a set number of players: the product's price divided by its entry fee,
          rounded down.
        </li>
        <li>
          Once that number of players has joined, the game starts at the next top of the hour and
          ends one hour later.
        </li>
      </ul>
    ),
  },
  {
    id: 'winner',
    title: 'How the winner is decided',
    body: (
      <>
        <p>Each influencer's score is measured from the game's start to its end:</p>
        <ScoreFormula className="bg-ocean-50 ring-0" />
        <p>
          counting only the posts, likes, shares and comments gained during the game. A team's score
          is the sum of its 5 influencers' scores. The entry with the highest team score wins.
        </p>
      </>
    ),
  },
  {
    id: 'ties',
    title: 'Ties',
    body: (
      <p>If two or more entries have the same highest team score, the earliest paid entry wins.</p>
    ),
  },
  {
    id: 'prize',
    title: 'What the winner gets',
    body: (
      <p>
        The winner gets the right to buy the product for {PRIZE_PRICE_TEXT}, or to donate it
        instead. {DELIVERY_PROMISE}, free, to the winner's address.
      </p>
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
        <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>.
      </p>
    ),
  },
];

export function OfficialRulesPage() {
  return (
    <div className="flex flex-col">
      <PageMeta
        title="Official rules"
        description="The official rules of Social Market games: eligibility, how to enter, scoring, ties and what the winner gets."
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
