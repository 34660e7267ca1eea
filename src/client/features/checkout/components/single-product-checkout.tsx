import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift, LoaderCircle, Lock, PackageX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Product } from '../../../../shared/contracts/catalog';
import { checkoutMessages } from '../../../../shared/contracts/orders';
import type { Profile } from '../../../../shared/contracts/profile';
import { FREE_SHIPPING_MAX_DAYS, isDeliveryZip } from '../../../../shared/pricing';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { getErrorMessage } from '../../../lib/api';
import { remindToCompleteProfile } from '../../cart/lib/use-complete-profile-gate';
import { productQueryOptions } from '../../catalog/api/get-product';
import { LoadError } from '../../catalog/components/product-grid';
import { productName, productSubtitle } from '../../catalog/lib/product-display';
import { stockStatus } from '../../catalog/lib/stock';
import { paymentConfigQueryOptions } from '../../payments/api/get-payment-config';
import { ApplePayButton } from '../../payments/components/apple-pay-button';
import {
  ApplePayTokenizeError,
  ApplePayUnavailableError,
  requestApplePayToken,
} from '../../payments/lib/apple-pay';
import { paymentToasts } from '../../payments/lib/payment-toasts';
import { profileQueryOptions } from '../../profile/api/get-profile';
import { usePlaceSingleOrder } from '../api/place-single-order';
import { refreshAfterOrder } from '../api/refresh-after-order';
import { classifyCheckoutError } from '../lib/checkout-errors';
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  checkoutFormDefaults,
  checkoutFormSchema,
  singleOrderRequest,
  singleProductTotals,
} from '../lib/checkout-form';
import { createPaymentAttempts, fingerprintOf } from '../lib/payment-attempt';
import {
  CheckoutHeader,
  CheckoutSection,
  CheckoutSkeleton,
  checkoutGridClass,
} from './checkout-layout';
import { ChoiceCards } from './choice-cards';
import { DeliveryFields, LOCAL_DELIVERY_ONLY } from './delivery-fields';
import { OrderSummary } from './order-summary';
import { defaultPaymentChoice, singlePaymentChoices } from './payment-choices';

export const FAILED_TO_LOAD_PRODUCT = 'Failed to load product details';

/** /checkout?productId=N: buys one product, shipped free, by the card on file or Apple Pay. */
export function SingleProductCheckout({
  productId,
  userId,
}: {
  productId: number;
  userId: number;
}) {
  const product = useQuery(productQueryOptions(String(productId)));
  const profile = useQuery(profileQueryOptions());
  const announced = useRef(false);

  useEffect(() => {
    if (!product.isError || announced.current) return;
    announced.current = true;
    toast.error('Error', { description: FAILED_TO_LOAD_PRODUCT });
  }, [product.isError]);

  let body: ReactNode;
  if (product.isError) {
    body = (
      <LoadError
        error={product.error}
        onRetry={() => {
          announced.current = false;
          void product.refetch();
        }}
        title={FAILED_TO_LOAD_PRODUCT}
      />
    );
  } else if (profile.isError) {
    body = (
      <LoadError
        error={profile.error}
        onRetry={() => profile.refetch()}
        title="We couldn't load your profile"
      />
    );
  } else if (product.isPending || profile.isPending) {
    body = <CheckoutSkeleton />;
  } else {
    body = <SingleCheckoutForm product={product.data} profile={profile.data} userId={userId} />;
  }

  return (
    <>
      <CheckoutHeader subtitle="Free shipping on this order. We deliver to Laguna Beach, ZIP 92651, only." />
      {body}
    </>
  );
}

function SingleCheckoutForm({
  product,
  profile,
  userId,
}: {
  product: Product;
  profile: Profile;
  userId: number;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = usePlaceSingleOrder();
  const [attempts] = useState(createPaymentAttempts);
  const [applePayPending, setApplePayPending] = useState(false);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: checkoutFormDefaults(profile, defaultPaymentChoice(profile, 'apple_pay')),
  });
  const payment = useWatch({ control: form.control, name: 'payment' });
  const totals = singleProductTotals(product);
  const soldOut = stockStatus(product.quantity).state === 'out';
  const busy = placeOrder.isPending || placeOrder.isSuccess || applePayPending;

  const failed = (error: unknown) => {
    const failure = classifyCheckoutError(error);
    switch (failure.kind) {
      case 'unknown':
        toast.error('Payment System Error', { description: failure.message });
        return;
      case 'local-delivery':
        toast.error(LOCAL_DELIVERY_ONLY, { description: failure.message });
        return;
      case 'profile-incomplete':
        void queryClient.invalidateQueries({ queryKey: ['profile-status'] });
        remindToCompleteProfile(userId);
        navigate('/profile');
        return;
      case 'changed':
        // The product's new price or stock comes in and the summary follows.
        void queryClient.invalidateQueries({ queryKey: ['product', String(product.id)] });
        toast.error('Payment Failed', { description: failure.message });
        return;
      default:
        toast.error('Payment Failed', { description: failure.message });
    }
  };

  /** An Apple Pay token for this attempt: the one already spent on it, or a new one from the sheet. */
  const applePayToken = async (existing: string | undefined): Promise<string | null> => {
    if (existing) return existing;
    setApplePayPending(true);
    try {
      const config = await queryClient.fetchQuery(paymentConfigQueryOptions());
      return await requestApplePayToken(config, totals.totalCents);
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
      setApplePayPending(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (!isDeliveryZip(values.zipCode)) {
      toast.error(LOCAL_DELIVERY_ONLY, { description: checkoutMessages.localDeliveryOnly });
      form.setFocus('zipCode');
      return;
    }
    const useApplePay = values.payment === 'apple_pay';
    const attempt = attempts.attemptFor(
      fingerprintOf({ ...singleOrderRequest(product, values), choice: values.payment }),
    );
    let token: string | undefined;
    if (useApplePay) {
      const applePay = await applePayToken(attempt.token);
      if (!applePay) return;
      attempts.rememberToken(applePay);
      token = applePay;
    }
    placeOrder.mutate(
      { request: singleOrderRequest(product, values, token), idempotencyKey: attempt.key },
      {
        onSuccess: ({ orderId }) => {
          attempts.settle();
          void Promise.resolve(navigate(`/order-confirmation/${orderId}`)).then(() =>
            refreshAfterOrder(queryClient),
          );
        },
        onError: (error) => {
          attempts.settle(error);
          failed(error);
        },
      },
    );
  });

  return (
    <form noValidate aria-label="Checkout" onSubmit={submit} className={checkoutGridClass}>
      <div className="flex min-w-0 flex-col gap-6">
        <CheckoutSection step={1} title="Delivery details">
          <DeliveryFields form={form} />
        </CheckoutSection>

        <CheckoutSection
          step={2}
          title="Payment"
          action={
            <Button asChild variant="link" size="inline">
              <Link to="/profile?tab=payment">Manage cards</Link>
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
                  choices={singlePaymentChoices(profile)}
                />
                <FieldError className="mt-2">{fieldState.error?.message}</FieldError>
              </>
            )}
          />
          <p className="mt-4 flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800 ring-1 ring-emerald-200">
            <Gift aria-hidden="true" className="size-4 shrink-0" />
            Free shipping: delivered within {FREE_SHIPPING_MAX_DAYS} days.
          </p>
        </CheckoutSection>
      </div>

      <OrderSummary
        lines={[
          {
            key: product.id,
            name: productName(product),
            detail: productSubtitle(product) || undefined,
            imageUrl: product.imageUrl,
            quantity: 1,
            lineTotalCents: totals.subtotalCents,
          },
        ]}
        totals={totals}
        shippingLabel="Free Shipping"
      >
        {soldOut && (
          <p className="mb-3 flex items-center gap-2 text-sm font-medium text-red-700">
            <PackageX aria-hidden="true" className="size-4" />
            This product is sold out.
          </p>
        )}
        {payment === 'apple_pay' ? (
          <ApplePayButton type="submit" pending={busy} disabled={soldOut} className="h-12 w-full" />
        ) : (
          <Button type="submit" size="lg" className="w-full" disabled={busy || soldOut}>
            {busy ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                Placing order...
              </>
            ) : (
              'Place Order'
            )}
          </Button>
        )}
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-500">
          <Lock aria-hidden="true" className="size-3.5" />
          Prices are checked again by our server before you pay.
        </p>
      </OrderSummary>
    </form>
  );
}
