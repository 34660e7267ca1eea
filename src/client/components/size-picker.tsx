import { type KeyboardEvent, useId } from 'react';
import { sizeMessages } from '../../shared/sizes';
import { cn } from '../lib/utils';

/**
 * The size choice of a product sold in a range of sizes ('S-XL'): one button per size, chosen
 * before Pay Now or Add to cart (the product page), or for a won prize (the cart). `missing` shows
 * 'Please choose a size' when one was needed.
 */
export function SizePicker({
  choices,
  value,
  onChange,
  missing,
  className = 'mt-5',
}: {
  choices: readonly string[];
  value: string | null;
  onChange: (size: string) => void;
  missing: boolean;
  className?: string;
}) {
  const id = useId();
  // Arrow keys move to the previous or next size (round the ends) and choose it.
  const moveChoice = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    const radios = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    const from = radios.indexOf(document.activeElement as HTMLButtonElement);
    const to = (from + step + radios.length) % radios.length;
    const size = choices[to];
    if (from === -1 || size === undefined) return;
    event.preventDefault();
    radios[to]?.focus();
    onChange(size);
  };
  return (
    <div className={className}>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
        Choose your size
      </p>
      {/* WAI-ARIA's radio group on buttons (as Radix drew it): one Tab stop, arrow keys move and choose. */}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={missing ? `${id}-error` : undefined}
        onKeyDown={moveChoice}
        className="mt-2 flex flex-wrap gap-2"
      >
        {choices.map((size, index) => {
          const checked = value === size;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a radio drawn as a button, as Radix's was (tests read its text)
            <button
              key={size}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`Size ${size}`}
              data-state={checked ? 'checked' : 'unchecked'}
              tabIndex={checked || (value === null && index === 0) ? 0 : -1}
              onClick={() => onChange(size)}
              className={cn(
                'flex h-11 min-w-12 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-semibold transition-colors',
                'border-slate-300 bg-white text-slate-800 hover:border-ocean-400',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
                'data-[state=checked]:border-ocean-700 data-[state=checked]:bg-ocean-700 data-[state=checked]:text-white',
                missing && 'border-red-400',
              )}
            >
              {size}
            </button>
          );
        })}
      </div>
      {missing && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-600">
          {sizeMessages.required}
        </p>
      )}
    </div>
  );
}
