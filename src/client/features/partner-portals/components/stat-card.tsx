import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';

interface StatCardProps {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  tone?: 'ocean' | 'coral' | 'amber' | 'emerald';
}

const tones = {
  ocean: 'bg-ocean-50 text-ocean-700',
  coral: 'bg-coral-50 text-coral-600',
  amber: 'bg-amber-50 text-amber-700',
  emerald: 'bg-emerald-50 text-emerald-700',
} as const;

/** One headline figure of a portal dashboard. */
export function StatCard({ label, value, hint, icon: Icon, tone = 'ocean' }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:gap-3 sm:p-5">
      <div
        className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tones[tone])}
      >
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
        <p className="mt-0.5 text-xl font-bold tracking-tight break-words text-slate-900 tabular-nums sm:text-2xl">
          {value}
        </p>
        {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      </div>
    </Card>
  );
}
