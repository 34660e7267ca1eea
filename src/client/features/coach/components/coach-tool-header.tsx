import { ArrowLeft, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CoachPlatform } from '../../../../shared/coach-rules';
import { cn } from '../../../lib/class-names';
import { PlatformIcon, platformTileClass } from './platform-icon';

/** The title band of a campaign helper: back to the hub, the platform's mark, title and boost. */
export function CoachToolHeader({
  platform,
  title,
  subtitle,
  boost,
}: {
  platform: CoachPlatform;
  title: string;
  subtitle: string;
  /** The live boost readout, e.g. '+8'. */
  boost?: ReactNode;
}) {
  return (
    <header className="bg-linear-to-br from-ocean-900 via-ocean-800 to-ocean-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-5 sm:px-6 sm:py-8">
        <Link
          to="/coach"
          className="-ml-1 inline-flex min-h-6 items-center gap-1.5 rounded-md px-1 text-sm font-semibold text-ocean-100 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Coach Hub
        </Link>
        <div className="mt-3 flex items-center gap-3">
          <span
            className={cn(
              'flex size-12 shrink-0 items-center justify-center rounded-2xl shadow-sm ring-1 ring-white/15',
              platformTileClass[platform],
            )}
          >
            <PlatformIcon platform={platform} className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
            <p className="text-sm text-ocean-100">{subtitle}</p>
          </div>
          {boost !== undefined && (
            <p className="flex shrink-0 flex-col items-end rounded-xl bg-white/10 px-3 py-1.5 ring-1 ring-white/15">
              <span className="text-[10px] font-semibold tracking-wide text-ocean-100 uppercase">
                Boost
              </span>
              <span className="inline-flex items-center gap-1 text-lg font-bold text-emerald-300 tabular-nums">
                <Sparkles aria-hidden="true" className="size-4" />
                {boost}
              </span>
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
