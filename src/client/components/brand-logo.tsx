import { cn } from '../lib/class-names';

/**
 * The shop's wordmark: a sunset-over-the-ocean mark and the name, "Social Market", as every other
 * place (titles, footer, invoices, emails) spells it.
 */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        width={28}
        height={28}
        className="size-7 shrink-0"
      >
        <rect width="32" height="32" rx="8" className="fill-ocean-800" />
        <circle cx="16" cy="15" r="6" className="fill-coral-400" />
        <path
          d="M4 21.5c4-2.5 8-2.5 12 0s8 2.5 12 0"
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
          className="stroke-ocean-200"
        />
        <path
          d="M7 26c3-1.6 6-1.6 9 0s6 1.6 9 0"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
          className="stroke-ocean-300"
        />
      </svg>
      <span className="text-lg leading-none font-extrabold tracking-tight whitespace-nowrap text-ocean-900">
        Social <span className="text-coral-600">Market</span>
      </span>
    </span>
  );
}
