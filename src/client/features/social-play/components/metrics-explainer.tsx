import { ChevronDown, Sigma } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { trackEvent } from '../../../lib/analytics';

const weights = [
  { label: 'Post', weight: '×10' },
  { label: 'Like', weight: '×1' },
  { label: 'Share', weight: '×2' },
  { label: 'Comment', weight: '×1.5' },
];

/** How a score is made, folded away until asked for. */
export function MetricsExplainer({ productId }: { productId: number }) {
  const [open, setOpen] = useState(false);

  return (
    <Collapsible.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) trackEvent('expand_metrics', { productId });
      }}
      className="rounded-2xl border border-slate-200/80 bg-white shadow-sm"
    >
      <Collapsible.Trigger className="flex w-full cursor-pointer items-center gap-3 rounded-2xl px-5 py-4 text-left hover:bg-slate-50/80 sm:px-6">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <Sigma aria-hidden="true" className="size-5" />
        </span>
        <span className="flex-1">
          <span className="block font-bold text-slate-900">How scores are calculated</span>
          <span className="block text-sm text-slate-600">
            Posts, likes, shares and comments during the game hour
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="px-5 pb-5 sm:px-6">
        <p className="rounded-xl bg-sand-100 px-4 py-3 text-center font-mono text-sm font-semibold text-ocean-950">
          score = posts × 10 + likes + shares × 2 + comments × 1.5
        </p>
        <ul className="mt-3 grid grid-cols-4 gap-2 text-center">
          {weights.map(({ label, weight }) => (
            <li key={label} className="rounded-xl bg-ocean-50 px-1 py-2">
              <span className="block text-lg font-extrabold text-ocean-900">{weight}</span>
              <span className="block text-xs font-medium text-slate-600">{label}</span>
            </li>
          ))}
        </ul>
        <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
          <li>
            Only what your influencers gain during the game hour counts: the count at the start is
            subtracted from the count at the end.
          </li>
          <li>
            Your team score is the sum of your 5 influencers&apos; scores. The highest team score
            wins; a tie goes to the team that joined first.
          </li>
          <li>Boosts never change results: every team is scored by the same rule.</li>
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
