import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, LoaderCircle, Lock, Truck, UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { type Profile, profileDetails } from '../../../../shared/contracts/profile';
import { formatCents } from '../../../../shared/money';
import { LOCAL_DELIVERY, shippingPriceText } from '../../../../shared/pricing';
import { missingFor, missingMessage, type ProfilePurpose } from '../../../../shared/profile-rules';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { getErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import {
  ApplePayButton,
  ApplePayTokenizeError,
  ApplePayUnavailableError,
  CardForm,
  type CardResult,
  paymentConfigQueryOptions,
  paymentToasts,
  requestApplePayToken,
  toPaymentMethodInput,
  useApplePayAvailable,
} from '../../payments';
import { useUpdateProfile } from '../../profile';
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  differsFromProfile,
} from '../lib/checkout-form';
import { CheckoutSection } from './checkout-layout';
import { ChoiceCards } from './choice-cards';
import { checkoutPaymentChoices } from './payment-choices';

type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;

/**
 * What the profile lacks for this order, said as the rule says it everywhere, with
 * the promise that the form below fills it in: nobody is sent away to /profile.
 */
export function MissingDetailsNotice({
  profile,
  purpose,
}: {
  profile: Profile;
  purpose: ProfilePurpose;
}) {
  const missing = missingFor(profileDetails(profile), purpose);
  if (missing.length === 0) return null;
  return (
    <p
      data-testid="missing-details"
      className="flex gap-2 rounded-xl bg-sand-100 p-3 text-sm text-slate-700 ring-1 ring-sand-200"
    >
      <UserRoundPen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
      <span>
        {missingMessage(purpose, missing)} Fill them in below: we'll save them to your profile for
        next time.
      </span>
    </p>
  );
}

/** The one delivery option, the same on both checkouts: local, in 2-3 hours, free. */
export function DeliverySection({ form, step }: { form: CheckoutForm; step: number }) {
  return (
    <CheckoutSection step={step} title="Delivery">
      <Controller
        control={form.control}
        name="shippingMethod"
        render={({ field, fieldState }) => (
          <>
            <ChoiceCards
              label="Shipping method"
              value={field.value}
              onChange={field.onChange}
              choices={[
                {
                  value: LOCAL_DELIVERY.method,
                  icon: <Truck />,
                  title: LOCAL_DELIVERY.label,
                  description: LOCAL_DELIVERY.delivery,
                  aside: shippingPriceText(LOCAL_DELIVERY.costCents),
                },
              ]}
            />
            <FieldError className="mt-2">{fieldState.error?.message}</FieldError>
          </>
        )}
      />
    </CheckoutSection>
  );
}

/**
 * Card on file, Apple Pay or cash on delivery: the same choices on both checkouts. A card is added
 * (or replaced) here, in a dialog with the profile's own card form, so the shopper never leaves the
 * checkout and loses nothing typed; the new card is saved as the card on file and chosen.
 */
export function PaymentSection({
  form,
  profile,
  step,
}: {
  form: CheckoutForm;
  profile: Profile;
  step: number;
}) {
  const applePay = useApplePayAvailable();
  const [adding, setAdding] = useState(false);
  const update = useUpdateProfile();
  const hasCard = Boolean(profile.paymentMethod);

  const onCard = (result: CardResult) =>
    update.mutate(
      { paymentMethod: toPaymentMethodInput(result) },
      {
        onSuccess: (saved) => {
          setAdding(false);
          form.setValue('payment', 'card', { shouldDirty: true });
          const brand = saved.paymentMethod?.cardBrand ?? result.cardBrand;
          const last4 = saved.paymentMethod?.lastFourDigits ?? result.lastFourDigits;
          toast.success('Payment Method Added', {
            description: `Your ${brand} card ending in ${last4} has been added.`,
          });
        },
        onError: (error) =>
          toast.error(paymentToasts.paymentError.title, { description: getErrorMessage(error) }),
      },
    );

  return (
    <CheckoutSection
      step={step}
      title="Payment"
      action={
        <Button type="button" variant="link" size="inline" onClick={() => setAdding(true)}>
          <CreditCard aria-hidden="true" />
          {hasCard ? 'Change card' : 'Add a card'}
        </Button>
      }
    >
      <Controller
        control={form.control}
        name="payment"
        render={({ field, fieldState }) => (
          <>
            <ChoiceCards
              label="Payment method"
              value={field.value}
              onChange={field.onChange}
              choices={checkoutPaymentChoices(profile, applePay)}
            />
            <FieldError className="mt-2">{fieldState.error?.message}</FieldError>
          </>
        )}
      />
      <FormDialog
        open={adding}
        onOpenChange={(open) => {
          if (!update.isPending) setAdding(open);
        }}
        title={hasCard ? 'Change your card' : 'Add a card'}
        description="Saved to your profile as your card on file. Card numbers are never stored by us."
      >
        {/* The dialog renders outside the checkout's form in the page, but React passes its
            events up through the component tree: its submit must not submit the order too. */}
        <div onSubmit={(event) => event.stopPropagation()}>
          <CardForm
            onCard={onCard}
            processing={update.isPending}
            submitLabel="Save Card"
            onCancel={() => setAdding(false)}
          />
        </div>
      </FormDialog>
    </CheckoutSection>
  );
}

/**
 * 'Save these details to my profile': offered when the form differs from the profile (a fixed ZIP,
 * a phone number the profile lacked), ticked by default, so the next checkout does not ask again.
 */
export function SaveToProfileChoice({ form, profile }: { form: CheckoutForm; profile: Profile }) {
  const values = useWatch({ control: form.control }) as CheckoutFormInput;
  if (!differsFromProfile(values, profile)) return null;
  return (
    <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-ocean-700"
        {...form.register('saveToProfile')}
      />
      Save these details to my profile for next time
    </label>
  );
}

/**
 * The Apple Pay token for an attempt: the one already spent on it, or a new one from the sheet
 * (null when Apple Pay is unavailable or the sheet gave none; the shopper is told why).
 */
export function useApplePayToken() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const tokenFor = async (existing: string | undefined, totalCents: number) => {
    if (existing) return existing;
    setPending(true);
    try {
      const config = await queryClient.fetchQuery(paymentConfigQueryOptions());
      return await requestApplePayToken(config, totalCents);
    } catch (error) {
      if (error instanceof ApplePayUnavailableError) {
        toast.error(paymentToasts.applePayNotAvailable.title, {
          description: paymentToasts.applePayNotAvailable.description,
        });
      } else if (error instanceof ApplePayTokenizeError) {
        toast.error('Payment Failed', { description: error.message });
      } else {
        toast.error(paymentToasts.setupFailed.title, { description: getErrorMessage(error) });
      }
      return null;
    } finally {
      setPending(false);
    }
  };
  return { pending, tokenFor };
}

/** The order's submit: Apple Pay's button or 'Place Order · $total', and the server-check line. */
export function PlaceOrderButton({
  applePay,
  busy,
  disabled = false,
  totalCents,
}: {
  applePay: boolean;
  busy: boolean;
  disabled?: boolean;
  totalCents: number;
}) {
  return (
    <>
      {applePay ? (
        <ApplePayButton type="submit" pending={busy} disabled={disabled} className="h-12 w-full" />
      ) : (
        <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
          {busy ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Placing order...
            </>
          ) : (
            `Place Order · ${formatCents(totalCents)}`
          )}
        </Button>
      )}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <Lock aria-hidden="true" className="size-3.5" />
        Prices are checked again by our server before you pay.
      </p>
    </>
  );
}
