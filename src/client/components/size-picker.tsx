import { useId } from 'react';
import { sizeMessages } from '../../shared/sizes';
import { cn } from '../lib/utils';

/**
 * The size choice of a product sold in a range of sizes ('S-XL'): one radio per size, chosen
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
  return (
    <div className={className}>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
        Choose your size
      </p>
      {/* Native radios (arrow keys, one Tab stop, checked state) styled as buttons: no script needed. */}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={missing ? `${id}-error` : undefined}
        className="mt-2 flex flex-wrap gap-2"
      >
        {choices.map((size) => (
          <label key={size} className="relative">
            <input
              type="radio"
              name={`${id}-size`}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              aria-label={`Size ${size}`}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl"
            />
            <span
              aria-hidden="true"
              className={cn(
                'pointer-events-none flex h-11 min-w-12 items-center justify-center rounded-xl border px-3 text-sm font-semibold transition-colors',
                'border-slate-300 bg-white text-slate-800 peer-hover:border-ocean-400',
                'peer-checked:border-ocean-700 peer-checked:bg-ocean-700 peer-checked:text-white',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ocean-500',
                missing && 'border-red-400',
              )}
            >
              {size}
            </span>
          </label>
        ))}
      </div>
      {missing && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-600">
          {sizeMessages.required}
        </p>
      )}
    </div>
  );
}
