import { cn } from '../../../../lib/class-names';
import { type TicketFilter, ticketFilterLabels, ticketFilters } from '../../lib/coach-products';

/** The My Tickets / Shop With Me / All filter of the video helpers. */
export function TicketFilterGroup({
  value,
  onChange,
}: {
  value: TicketFilter;
  onChange: (filter: TicketFilter) => void;
}) {
  return (
    <fieldset className="grid grid-cols-3 gap-1 rounded-full bg-slate-100 p-1">
      <legend className="sr-only">Filter products</legend>
      {ticketFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'h-9 cursor-pointer rounded-full px-2 text-[13px] font-semibold whitespace-nowrap transition-colors sm:text-sm',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
            value === filter
              ? 'bg-white text-ocean-900 shadow-sm'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {ticketFilterLabels[filter]}
        </button>
      ))}
    </fieldset>
  );
}
