import { BadgePercent, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import {
  type DiscountLine,
  type DiscountTerms,
  discountOffText,
  priceDiscount,
} from '../../../../shared/discount-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api';
import { getDiscountTerms } from '../api/get-discount-terms';

interface DiscountCodeFieldProps {
  /** The order's lines, as the code prices them. */
  lines: readonly DiscountLine[];
  applied: DiscountTerms | null;
  onApplied: (terms: DiscountTerms | null) => void;
  /** The server's refusal of the code at checkout (it is then taken off). */
  refusal: string | null;
  disabled?: boolean;
}

/**
 * One discount code per order: checked with the server when applied (unknown, paused, not started,
 * expired, used up), then priced here as the server prices it (minimum, items it covers).
 */
export function DiscountCodeField({
  lines,
  applied,
  onApplied,
  refusal,
  disabled,
}: DiscountCodeFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's refusal shows until the shopper types another code.
  const shownError = error ?? (typed ? null : refusal);

  const apply = async () => {
    if (!typed.trim() || checking) return;
    setChecking(true);
    setError(null);
    try {
      const terms = await getDiscountTerms(typed);
      const priced = priceDiscount(lines, terms);
      if (!priced.ok) {
        setError(priced.message);
        return;
      }
      onApplied(terms);
      setTyped('');
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setChecking(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code; it must not place the order.
    if (event.key === 'Enter') {
      event.preventDefault();
      void apply();
    }
  };

  if (applied) {
    return (
      <div
        data-testid="discount-applied"
        className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
      >
        <span className="flex items-center gap-2">
          <BadgePercent aria-hidden="true" className="size-4" />
          <span>
            <span className="font-semibold">{applied.code}</span> applied:{' '}
            {discountOffText(applied)}
          </span>
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => onApplied(null)}
          aria-label={`Remove discount code ${applied.code}`}
        >
          <X aria-hidden="true" />
          Remove
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-4">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Discount code
      </label>
      <div className="mt-1 flex gap-2">
        <Input
          id={id}
          name="discountCode"
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder="e.g. LAGUNA10"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          disabled={disabled}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled || checking || !typed.trim()}
          onClick={() => void apply()}
        >
          {checking ? 'Checking…' : 'Apply'}
        </Button>
      </div>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
