import { Minus, Plus } from 'lucide-react';
import { cn } from '../../../lib/class-names';

interface QuantityStepperProps {
  quantity: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onChange: (quantity: number) => void;
  /** Names the product, e.g. 'Quantity of Laguna Optics Model 1'. */
  label: string;
  className?: string;
}

const stepButton =
  'flex size-9 cursor-pointer items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-white hover:text-ocean-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ocean-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent [&_svg]:size-4';

/** − n + : the cart's quantity control; the bounds come from quantityLimits. */
export function QuantityStepper({
  quantity,
  canDecrease,
  canIncrease,
  onChange,
  label,
  className,
}: QuantityStepperProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live count, not a form fieldset.
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full bg-slate-100 p-0.5 ring-1 ring-slate-200',
        className,
      )}
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={!canDecrease}
        onClick={() => onChange(quantity - 1)}
        className={stepButton}
      >
        <Minus aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        aria-label="Quantity"
        data-testid="cart-quantity"
        className="min-w-8 text-center text-sm font-bold text-slate-900 tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={!canIncrease}
        onClick={() => onChange(quantity + 1)}
        className={stepButton}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
