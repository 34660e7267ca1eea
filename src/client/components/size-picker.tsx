import { useId } from 'react';
import { sizeMessages } from '../../shared/sizes';
import { cn } from '../lib/class-names';

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
  return (
    <div className={className}>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
        Choose your size
      </p>
      {/* Native radio buttons: one Tab stop, arrow keys move and choose, as the browser does. */}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={missing ? `${id}-error` : undefined}
        className="mt-2 flex flex-wrap gap-2"
      >
        {choices.map((size) => (
          <label
            key={size}
            className={cn(
              'relative flex h-11 min-w-12 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-semibold transition-colors',
              'border-slate-300 bg-white text-slate-800 hover:border-ocean-400',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ocean-500',
              'has-checked:border-ocean-700 has-checked:bg-ocean-700 has-checked:text-white',
              missing && 'border-red-400',
            )}
          >
            {/* The whole button is the radio (a tap anywhere on it); its name says what it is. */}
            <input
              type="radio"
              name={`${id}-size`}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              aria-label={`Size ${size}`}
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-xl outline-none"
            />
            {size}
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
