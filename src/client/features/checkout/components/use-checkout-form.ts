import { zodResolver } from '@hookform/resolvers/zod';
import { type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Profile } from '../../../../shared/contracts/profile';
import { createPaymentAttempts, fingerprintOf } from '../../payments';
import type { PlaceOrderInput } from '../api/place-cart-order';
import { refreshAfterOrder } from '../api/refresh-after-order';
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  checkoutFormDefaults,
  checkoutFormSchema,
} from '../lib/checkout-form';
import { useApplePayToken } from './checkout-parts';
import { defaultPaymentChoice } from './payment-choices';

/**
 * The checkout form and its submission, the same for the cart and for one product: the form from
 * the profile, one payment attempt (and Idempotency-Key) per distinct order, Apple Pay's token when
 * chosen, then the order confirmation and a refresh of what the order changed.
 */
export function useCheckoutForm<Request extends object>({
  profile,
  totalCents,
  placeOrder,
  onFailed,
}: {
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
