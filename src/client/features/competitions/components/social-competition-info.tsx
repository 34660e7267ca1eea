import { Clock, Ticket, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { formatEntryPrice, toCents } from '../../../../shared/money';
import { PRIZE_PRICE_TEXT } from '../../../../shared/pricing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { productTypeNouns } from '../../../lib/product-display';

/**
 * What a game for this product looks like, from the product's own data; the 'Social Competition'
 * tab shows it beside the live leaderboard (features/social-play).
 */
export function SocialCompetitionInfo({ product }: { product: Product }) {
  const entry = formatEntryPrice(toCents(product.entryPrice));
  const facts = [
    { icon: Users, label: 'Players needed', value: product.maxContestants.toLocaleString('en-US') },
    { icon: Ticket, label: 'Entry', value: entry },
    { icon: Clock, label: 'Game length', value: '1 hour' },
  ];
  const steps = [
    `Pay the ${entry} entry and pick exactly 5 influencers for your team.`,
    `Once ${product.maxContestants.toLocaleString('en-US')} players have joined, the game starts at the next top of the hour and runs for one hour.`,
    `The team whose influencers gain the most social-media score wins. The winner buys the product for ${PRIZE_PRICE_TEXT}, delivered free, or donates it.`,
  ];

  return (
    <Card>
      <CardContent className="p-5 sm:p-8">
        <h2 className="text-lg font-bold text-ocean-950">{`Play for this ${productTypeNouns[product.productType]}`}</h2>
        <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-4">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-2xl bg-ocean-50 px-3 py-3 text-center sm:px-4">
              <Icon aria-hidden="true" className="mx-auto size-5 text-ocean-700" />
              <dt className="mt-1.5 text-xs font-medium text-slate-600">{label}</dt>
              <dd className="text-lg font-extrabold text-ocean-950 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-bold text-slate-900">How the game works</h3>
        <ol className="mt-3 space-y-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm leading-relaxed text-slate-700">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-coral-500 text-xs font-bold text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="sr-only">{`Step ${index + 1}: `}</span>
                {step}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-5 flex gap-2 rounded-xl bg-sand-100 px-4 py-3 text-sm text-slate-700">
          <Trophy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-coral-600" />
          Games start at the top of the hour once enough players join.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="accent">
            <Link to={`/social-play/${product.id}`}>Play Now</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/official-rules">Official rules</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
