import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from './admin-field';

type WithOptions = FieldValues & {
  buyNowEnabled: boolean;
  bidEnabled: boolean;
  playEnabled: boolean;
  halfPriceEnabled: boolean;
};

/** The purchase-option checkboxes: Buy Now (Full Price), Bid (Auction), Bet/Play, Half price. */
export function PurchaseOptions<T extends WithOptions>({
  register,
}: {
  register: UseFormRegister<T>;
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
    </fieldset>
  );
}
