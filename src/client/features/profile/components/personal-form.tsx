import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { type Profile, profileFormSchema } from '../../../../shared/contracts/profile';
import { DELIVERY_PROMISE, LOCAL_DELIVERY_ONLY_MESSAGE } from '../../../../shared/pricing';
import { FormField } from '../../../components/form-field';
import {
  isOutsideDeliveryArea,
  LocalDeliveryNotice,
} from '../../../components/local-delivery-notice';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import {
  type PersonalFormOutput,
  type PersonalFormValues,
  toPersonalFormValues,
  toPersonalPatch,
} from '../lib/profile-form';
import { PreferenceSwitch } from './preference-switch';

const resolver = zodResolver(profileFormSchema) as unknown as Resolver<
  PersonalFormValues,
  unknown,
  PersonalFormOutput
>;

function SectionTitle({ title, description }: { title: string; description: string }) {
  return (
    <div className="sm:col-span-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-600">{description}</p>
    </div>
  );
}

/** The Personal tab: contact details, shipping address and preferences, saved together. */
export function PersonalForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<PersonalFormValues, unknown, PersonalFormOutput>({
    resolver,
    defaultValues: toPersonalFormValues(profile),
  });
  const { errors } = form.formState;
  const postalCode = useWatch({ control: form.control, name: 'address.postalCode' });
  const postalCodeError = errors.address?.postalCode?.message;
  // A ZIP outside 92651 is refused as it is typed, in the checkout's words.
  const outsideArea =
    isOutsideDeliveryArea(postalCode) || postalCodeError === LOCAL_DELIVERY_ONLY_MESSAGE;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(toPersonalPatch(values), {
      onSuccess: (saved) => {
        form.reset(toPersonalFormValues(saved));
        toast.success('Profile updated', { description: 'Your details have been saved.' });
      },
      onError: () =>
        toast.error('Error', { description: 'Could not update your profile. Please try again.' }),
    }),
  );

  return (
    <Card>
      <CardContent className="p-5 sm:p-8">
        <form
          noValidate
          aria-label="Personal information"
          onSubmit={onSubmit}
          className="flex flex-col gap-8"
        >
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">Contact</legend>
            <SectionTitle title="Contact" description="How we reach you about your orders." />
            <div className="sm:col-span-2">
              <FormField label="Full Name" error={errors.name?.message}>
                <Input autoComplete="name" {...form.register('name')} />
              </FormField>
            </div>
            <FormField label="Email" error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="e.g. you@example.com"
                {...form.register('email')}
              />
            </FormField>
            <FormField label="Phone" error={errors.phone?.message}>
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="e.g. (949) 555-0100"
                {...form.register('phone')}
              />
            </FormField>
          </fieldset>

          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">Shipping address</legend>
            <SectionTitle
              title="Shipping Address"
              description={`${DELIVERY_PROMISE}, free on every order.`}
            />
            <div className="sm:col-span-2">
              <FormField label="Address" error={errors.address?.line1?.message}>
                <Input
                  autoComplete="address-line1"
                  placeholder="e.g. 123 Ocean Ave"
                  {...form.register('address.line1')}
                />
              </FormField>
            </div>
            <FormField label="City" error={errors.address?.city?.message}>
              <Input
                autoComplete="address-level2"
                placeholder="e.g. Laguna Beach"
                {...form.register('address.city')}
              />
            </FormField>
            <FormField label="State" error={errors.address?.state?.message}>
              <Input
                autoComplete="address-level1"
                placeholder="e.g. CA"
                {...form.register('address.state')}
              />
            </FormField>
            <FormField
              label="Postal Code"
              error={outsideArea ? undefined : postalCodeError}
              notice={outsideArea ? <LocalDeliveryNotice /> : undefined}
            >
              <Input
                autoComplete="postal-code"
                inputMode="numeric"
                placeholder="e.g. 92651"
                {...form.register('address.postalCode')}
              />
            </FormField>
            <FormField label="Country" error={errors.address?.country?.message}>
              <Input autoComplete="country-name" {...form.register('address.country')} />
            </FormField>
          </fieldset>

          {/* The payment type is set by the Payment tab; the form only carries it (section 5). */}
          <input type="hidden" {...form.register('paymentMethod.type')} />
          {errors.paymentMethod?.type?.message ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {errors.paymentMethod.type.message}
            </p>
          ) : null}

          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Preferences</legend>
            <SectionTitle
              title="Preferences"
              description="Game, auction and order news: notification settings below."
            />
            <Controller
              control={form.control}
              name="preferences.newsletterSubscription"
              render={({ field }) => (
                <PreferenceSwitch
                  label="Newsletter"
                  description="New products and local offers, now and then."
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </fieldset>

          <Button
            type="submit"
            size="lg"
            disabled={update.isPending}
            className="w-full sm:w-auto sm:self-end"
          >
            {update.isPending ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" /> Saving...
              </>
            ) : (
              'Save Changes'
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
