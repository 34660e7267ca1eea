import { MapPinOff } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { checkoutMessages } from '../../../../shared/contracts/orders';
import { isDeliveryZip } from '../../../../shared/pricing';
import { Input } from '../../../components/ui/input';
import type { CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-form';
import { CheckoutField } from './checkout-field';

export const LOCAL_DELIVERY_ONLY = 'Local Delivery Only';

type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;

/** Whether a typed ZIP is complete enough to judge and outside the delivery area. */
export function isOutsideDeliveryArea(zipCode: string): boolean {
  return zipCode.trim().length >= 5 && !isDeliveryZip(zipCode);
}

/** Name, contact and address for the delivery, prefilled from the profile. */
export function DeliveryFields({ form }: { form: CheckoutForm }) {
  const { errors } = form.formState;
  const zipCode = useWatch({ control: form.control, name: 'zipCode' });
  const outside = isOutsideDeliveryArea(zipCode);

  return (
    <fieldset className="grid gap-5 sm:grid-cols-6">
      <legend className="sr-only">Delivery details</legend>
      <CheckoutField label="Full Name" error={errors.fullName?.message} className="sm:col-span-6">
        <Input autoComplete="name" {...form.register('fullName')} />
      </CheckoutField>
      <CheckoutField label="Email" error={errors.email?.message} className="sm:col-span-3">
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </CheckoutField>
      <CheckoutField label="Phone" error={errors.phone?.message} className="sm:col-span-3">
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(949) 555-0100"
          {...form.register('phone')}
        />
      </CheckoutField>
      <CheckoutField label="Address" error={errors.address?.message} className="sm:col-span-6">
        <Input autoComplete="street-address" {...form.register('address')} />
      </CheckoutField>
      <CheckoutField label="City" error={errors.city?.message} className="sm:col-span-3">
        <Input autoComplete="address-level2" {...form.register('city')} />
      </CheckoutField>
      <CheckoutField label="State" error={errors.state?.message} className="sm:col-span-1">
        <Input autoComplete="address-level1" {...form.register('state')} />
      </CheckoutField>
      <CheckoutField
        label="ZIP Code"
        error={errors.zipCode?.message}
        className="sm:col-span-2"
        notice={
          outside ? (
            <p className="flex gap-2 rounded-lg bg-amber-50 p-2.5 text-amber-900 ring-1 ring-amber-200">
              <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="block font-semibold">{LOCAL_DELIVERY_ONLY}</span>
                {checkoutMessages.localDeliveryOnly}
              </span>
            </p>
          ) : undefined
        }
      >
        <Input
          autoComplete="postal-code"
          inputMode="numeric"
          placeholder="92651"
          {...form.register('zipCode')}
        />
      </CheckoutField>
    </fieldset>
  );
}
