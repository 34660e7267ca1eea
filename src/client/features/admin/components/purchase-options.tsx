import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-error';
import { CheckboxField } from './admin-field';

type WithOptions = FieldValues & {
  buyNowEnabled: boolean;
  bidEnabled: boolean;
  playEnabled: boolean;
  halfPriceEnabled: boolean;
  buyOnePlayFreeEnabled: boolean;
};

/** The label of the buy one, play free switch, on every product form. */
export const BUY_ONE_PLAY_FREE_LABEL =
  'Buy one, play free (buying it gives one free entry into its next game)';

/**
 * The purchase-option checkboxes: Buy Now (Full Price), Bid (Auction), Bet/Play, Half price, Buy
 * one, play free (with its error: it needs Bet/Play).
 */
export function PurchaseOptions<T extends WithOptions>({
  register,
  buyOnePlayFreeError,
}: {
  register: UseFormRegister<T>;
  buyOnePlayFreeError?: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Purchase Options</legend>
      <CheckboxField label="Buy Now (Full Price)" {...register('buyNowEnabled' as Path<T>)} />
      <CheckboxField label="Bid (Auction)" {...register('bidEnabled' as Path<T>)} />
      <CheckboxField label="Bet/Play" {...register('playEnabled' as Path<T>)} />
      <CheckboxField
        label="Half price (sold at 50% off everywhere)"
        {...register('halfPriceEnabled' as Path<T>)}
      />
      <BuyOnePlayFreeField
        error={buyOnePlayFreeError}
        {...register('buyOnePlayFreeEnabled' as Path<T>)}
      />
    </fieldset>
  );
}

/** The buy one, play free checkbox and its error (the coffee form has it outside the fieldset). */
export function BuyOnePlayFreeField({
  error,
  ...input
}: { error?: string | undefined } & ComponentProps<'input'>) {
  return (
    <div className="flex flex-col gap-1">
      <CheckboxField
        label={BUY_ONE_PLAY_FREE_LABEL}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      <FieldError role="alert">{error}</FieldError>
    </div>
  );
}
