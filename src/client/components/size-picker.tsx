import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
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
  return (
    <div className={className}>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
        Choose your size
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={missing ? `${id}-error` : undefined}
        value={value ?? ''}
        onValueChange={onChange}
        className="mt-2 flex flex-wrap gap-2"
      >
        {choices.map((size) => (
          <RadioGroup.Item
            key={size}
            value={size}
            aria-label={`Size ${size}`}
            className={cn(
              'flex h-11 min-w-12 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-semibold transition-colors',
              'border-slate-300 bg-white text-slate-800 hover:border-ocean-400',
              'data-[state=checked]:border-ocean-700 data-[state=checked]:bg-ocean-700 data-[state=checked]:text-white',
              missing && 'border-red-400',
            )}
          >
            {size}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {missing && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-600">
          {sizeMessages.required}
        </p>
      )}
    </div>
  );
}
