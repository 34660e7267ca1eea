import { formatEntryPrice, toCents } from '../../../../shared/money';
import { PRIZE_PRICE_TEXT } from '../../../../shared/pricing';
import { Card, CardContent } from '../../../components/ui/card';

/** The four steps of a game, numbered. */
export function HowItWorks({
  entryPrice,
  requiredParticipants,
}: {
  entryPrice: number;
  requiredParticipants: number;
}) {
  const steps = [
    { title: 'Pick your team', text: 'Choose exactly 5 influencers.' },
    {
      title: 'Join the game',
      text: `Pay the ${formatEntryPrice(toCents(entryPrice))} entry with your card.`,
    },
    {
      title: 'Game time',
      text: `Once ${requiredParticipants} players are in, the game starts at the top of the hour and lasts 1 hour.`,
    },
    {
      title: 'Win the product',
      text: `The highest team score wins. Buy the product for ${PRIZE_PRICE_TEXT} or donate it.`,
    },
  ];

  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <h2 className="font-bold text-slate-900">How it works</h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-coral-500 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="text-sm leading-snug">
                <span className="sr-only">{`Step ${index + 1}: `}</span>
                <span className="block font-semibold text-slate-900">{step.title}</span>
                <span className="block text-slate-600">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
