import { ListChecks } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../../lib/class-names';
import type { LogLine, LogTone } from '../../lib/video-log';

const toneClass: Record<LogTone, string> = {
  info: 'text-emerald-300',
  success: 'text-cyan-300',
  error: 'text-rose-300',
};

/**
 * The campaign log of a video helper: timestamped lines of what the shopper's actions did,
 * scrolled to the newest; until the first, it says how lines arrive.
 */
export function CampaignConsole({ lines, name }: { lines: readonly LogLine[]; name: string }) {
  const listRef = useRef<HTMLOListElement>(null);
  const newest = lines.at(-1)?.id;

  // Keep the newest line in view as lines arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list && newest !== undefined) list.scrollTop = list.scrollHeight;
  }, [newest]);

  return (
    <section
      aria-label="Campaign log"
      className="overflow-hidden rounded-2xl bg-slate-950 shadow-sm ring-1 ring-slate-800"
    >
      <div className="flex items-center gap-2 border-b border-white/10 px-4 py-2">
        <ListChecks aria-hidden="true" className="size-3.5 text-slate-400" />
        <span className="text-xs font-semibold text-slate-300">{`${name} log`}</span>
      </div>
      {/* The log role goes on a wrapper: on the <ol> itself it would hide the list from its items. */}
      <div role="log" aria-live="polite" aria-label={`${name} log`} data-testid="campaign-log">
        {lines.length === 0 ? (
          <p className="px-4 py-3 text-xs leading-relaxed text-slate-300">
            Nothing yet. Pick a template or prepare a campaign: each step it takes shows here.
          </p>
        ) : (
          <ol
            ref={listRef}
            className="flex max-h-44 flex-col gap-0.5 overflow-y-auto px-4 py-3 font-mono text-xs leading-relaxed sm:max-h-52"
          >
            {lines.map((line) => (
              <li key={line.id} className="break-words">
                <span className="text-slate-400">[{line.time}]</span>{' '}
                <span className={cn(toneClass[line.tone])}>{line.text}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
