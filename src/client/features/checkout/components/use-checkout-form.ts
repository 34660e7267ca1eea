import { zodResolver } from '@hookform/resolvers/zod';
import { type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Profile } from '../../../../shared/contracts/profile';
import {
  type CheckoutKind,
  clearCheckoutDraft,
  readCheckoutDraft,
  writeCheckoutDraft,
} from '../../../lib/checkout-draft';
import { useCurrentUser } from '../../../lib/current-user';
import { createPaymentAttempts, fingerprintOf } from '../../payments';
import type { PlaceOrderInput } from '../api/place-cart-order';
import { refreshAfterOrder } from '../api/refresh-after-order';
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  checkoutFormDefaults,
  checkoutFormSchema,
  paymentChoices,
} from '../lib/checkout-form';
import { useApplePayToken } from './checkout-parts';
import { defaultPaymentChoice } from './payment-choices';

/**
 * The checkout form and its submission, the same for the cart and for one product: the form from
 * the profile, one payment attempt (and Idempotency-Key) per distinct order, Apple Pay's token when
 * chosen, then the order confirmation and a refresh of what the order changed. What the shopper
 * types is kept as this checkout's draft (lib/checkout-draft.ts) and comes back after Back, a
 * reload or signing in again; it is removed once the order is placed.
 */
export function useCheckoutForm<Request extends object>({
  kind,
  profile,
  totalCents,
  placeOrder,
  onFailed,
}: {
  kind: CheckoutKind;
  profile: Profile;
  totalCents: number;
  placeOrder: UseMutationResult<{ orderId: number }, Error, PlaceOrderInput<Request>>;
  onFailed: (error: unknown) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const applePay = useApplePayToken();
  const [attempts] = useState(createPaymentAttempts);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: checkoutFormDefaults(profile, defaultPaymentChoice(profile)),
  });
  const payment = useWatch({ control: form.control, name: 'payment' });
  const userId = useCurrentUser().user?.id ?? null;
  const kindKey = kind === 'cart' ? 'cart' : kind.productId;

  // The draft is read after the first render (the server's render has no storage), put into the
  // form, and from then on every change is written back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: kindKey stands for kind
  useEffect(() => {
    if (userId === null) return;
    const draft = readCheckoutDraft(userId, kind);
    if (draft) {
      const current = form.getValues();
      const payment = paymentChoices.find((choice) => choice === draft.payment);
      form.reset({
        ...current,
        fullName: draft.fullName,
        email: draft.email,
        phone: draft.phone,
        address: draft.address,
        city: draft.city,
        state: draft.state,
        zipCode: draft.zipCode,
        // A card chosen before is kept only while there is a card on file to charge.
        ...(payment && (payment !== 'card' || profile.paymentMethod) ? { payment } : {}),
        ...(draft.saveToProfile === undefined ? {} : { saveToProfile: draft.saveToProfile }),
      });
    }
    const subscription = form.watch((values) => {
      writeCheckoutDraft(userId, kind, {
        fullName: values.fullName ?? '',
        email: values.email ?? '',
        phone: values.phone ?? '',
        address: values.address ?? '',
        city: values.city ?? '',
        state: values.state ?? '',
        zipCode: values.zipCode ?? '',
        shippingMethod: values.shippingMethod,
        payment: values.payment,
        saveToProfile: values.saveToProfile,
      });
    });
    return () => subscription.unsubscribe();
  }, [userId, kindKey, form]);
  const busy = placeOrder.isPending || placeOrder.isSuccess || applePay.pending;

  /** Places the order `requestFor` builds (given the Apple Pay token once there is one). */
  const place = async (values: CheckoutFormValues, requestFor: (token?: string) => Request) => {
    const attempt = attempts.attemptFor(
      fingerprintOf({ ...requestFor(undefined), choice: values.payment }),
    );
    let token: string | undefined;
    if (values.payment === 'apple_pay') {
      const applePayToken = await applePay.tokenFor(attempt.token, totalCents);
      if (!applePayToken) return;
      attempts.rememberToken(applePayToken);
      token = applePayToken;
    }
    placeOrder.mutate(
      { request: requestFor(token), idempotencyKey: attempt.key },
      {
        onSuccess: ({ orderId }) => {
          attempts.settle();
          if (userId !== null) clearCheckoutDraft(userId, kind);
          // Refresh what the order changed once this page is gone, so nothing here re-renders empty.
          void Promise.resolve(navigate(`/order-confirmation/${orderId}`)).then(() =>
            refreshAfterOrder(queryClient),
          );
        },
        onError: (error) => {
          attempts.settle(error);
          onFailed(error);
        },
      },
    );
  };

  return { form, payment, busy, place };
}
