import { type UseFormReturn, useWatch } from 'react-hook-form';
import { LOCAL_DELIVERY_ONLY_MESSAGE } from '../../../../shared/pricing';
import { FormField } from '../../../components/form-field';
import {
  isOutsideDeliveryArea,
  LocalDeliveryNotice,
} from '../../../components/local-delivery-notice';
import { Input } from '../../../components/ui/input';
import type { CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-form';

type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;

/** Name, contact and address for the delivery, prefilled from the profile. */
export function DeliveryFields({ form }: { form: CheckoutForm }) {
  const { errors } = form.formState;
  const zipCode = useWatch({ control: form.control, name: 'zipCode' });
  const zipError = errors.zipCode?.message;
  const outside = isOutsideDeliveryArea(zipCode) || zipError === LOCAL_DELIVERY_ONLY_MESSAGE;

  return (
    <fieldset className="grid gap-5 sm:grid-cols-6">
      <legend className="sr-only">Delivery details</legend>
      <FormField label="Full Name" error={errors.fullName?.message} className="sm:col-span-6">
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message} className="sm:col-span-3">
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} className="sm:col-span-3">
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="e.g. (949) 555-0100"
          {...form.register('phone')}
        />
      </FormField>
      <FormField label="Address" error={errors.address?.message} className="sm:col-span-6">
        <Input autoComplete="address-line1" {...form.register('address')} />
      </FormField>
      <FormField label="City" error={errors.city?.message} className="sm:col-span-3">
        <Input autoComplete="address-level2" {...form.register('city')} />
      </FormField>
      <FormField label="State" error={errors.state?.message} className="sm:col-span-1">
        <Input autoComplete="address-level1" {...form.register('state')} />
      </FormField>
      <FormField
        label="ZIP Code"
        error={outside ? undefined : zipError}
        className="sm:col-span-2"
        notice={outside ? <LocalDeliveryNotice /> : undefined}
      >
        <Input
          autoComplete="postal-code"
          inputMode="numeric"
          placeholder="e.g. 92651"
          {...form.register('zipCode')}
        />
      </FormField>
    </fieldset>
  );
}
