import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Lock } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { CartItem } from '../../../../shared/contracts/cart';
import { checkoutMessages } from '../../../../shared/contracts/orders';
import type { Profile } from '../../../../shared/contracts/profile';
import { formatCents, toCents } from '../../../../shared/money';
import { isDeliveryZip, SHIPPING_OPTIONS, shippingMethods } from '../../../../shared/pricing';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { cartQueryKey, useCart } from '../../cart/api/get-cart';
import { toastEmptyCart } from '../../cart/lib/empty-cart';
import { remindToCompleteProfile } from '../../cart/lib/use-complete-profile-gate';
import { LoadError } from '../../catalog/components/product-grid';
import { productName } from '../../catalog/lib/product-display';
import { profileQueryOptions } from '../../profile/api/get-profile';
import { usePlaceCartOrder } from '../api/place-cart-order';
import { refreshAfterOrder } from '../api/refresh-after-order';
import { classifyCheckoutError } from '../lib/checkout-errors';
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  cartCheckoutRequest,
  cartCheckoutTotals,
  checkoutFormDefaults,
  checkoutFormSchema,
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
import { cartPaymentChoices, defaultPaymentChoice } from './payment-choices';

/** /checkout from the cart: needs the cart's lines and the profile (for the form and the card). */
export function CartCheckout({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const cart = useCart();
  const profile = useQuery(profileQueryOptions());
  // Once the order is placed the cart empties; that must not read as "nothing to check out".
  const [placed, setPlaced] = useState(false);
  const cartEmpty = !placed && cart.data?.length === 0;
  const warned = useRef(false);

  useEffect(() => {
    if (!cartEmpty || warned.current) return;
    warned.current = true;
    toastEmptyCart();
    navigate('/cart', { replace: true });
  }, [cartEmpty, navigate]);

  let body: ReactNode;
  if (cart.isPending || profile.isPending || cartEmpty) body = <CheckoutSkeleton />;
  else if (cart.isError || profile.isError) {
    body = (
      <LoadError
        error={cart.error ?? profile.error}
        onRetry={() => {
          if (cart.isError) void cart.refetch();
          if (profile.isError) void profile.refetch();
        }}
        title="We couldn't load your checkout"
      />
    );
  } else {
    body = (
      <CartCheckoutForm
        items={cart.data}
        profile={profile.data}
        userId={userId}
        onPlaced={() => setPlaced(true)}
      />
    );
  }

  return (
    <>
      <CheckoutHeader />
      {body}
    </>
  );
}

interface CartCheckoutFormProps {
  items: CartItem[];
  profile: Profile;
  userId: number;
  onPlaced: () => void;
}

function CartCheckoutForm({ items, profile, userId, onPlaced }: CartCheckoutFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = usePlaceCartOrder();
  const [attempts] = useState(createPaymentAttempts);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: checkoutFormDefaults(profile, defaultPaymentChoice(profile, 'cod')),
  });
  const shippingMethod = useWatch({ control: form.control, name: 'shippingMethod' });
  const totals = cartCheckoutTotals(items, shippingMethod);
  const busy = placeOrder.isPending || placeOrder.isSuccess;

  const failed = (error: unknown) => {
    const failure = classifyCheckoutError(error);
    switch (failure.kind) {
      case 'empty-cart':
        toastEmptyCart();
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        navigate('/cart', { replace: true });
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
        // The new lines and prices come in and the summary shows the new total.
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        toast.error('Checkout failed', { description: failure.message });
        return;
      default:
        toast.error('Checkout failed', { description: failure.message });
    }
  };

  const submit = form.handleSubmit((values) => {
    if (!isDeliveryZip(values.zipCode)) {
      toast.error(LOCAL_DELIVERY_ONLY, { description: checkoutMessages.localDeliveryOnly });
      form.setFocus('zipCode');
      return;
    }
    if (items.length === 0) {
      toastEmptyCart();
      return;
    }
    const request = cartCheckoutRequest(items, values);
    const attempt = attempts.attemptFor(fingerprintOf(request));
    placeOrder.mutate(
      { request, idempotencyKey: attempt.key },
      {
        onSuccess: ({ orderId }) => {
          attempts.settle();
          onPlaced();
          // Refresh what the order changed once this page is gone, so nothing here re-renders empty.
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

        <CheckoutSection step={2} title="Shipping method">
          <Controller
            control={form.control}
            name="shippingMethod"
            render={({ field, fieldState }) => (
              <>
                <ChoiceCards
                  label="Shipping method"
                  value={field.value}
                  onChange={field.onChange}
                  choices={shippingMethods.map((method) => ({
                    value: method,
                    title: SHIPPING_OPTIONS[method].label,
                    description: SHIPPING_OPTIONS[method].delivery,
                    aside: formatCents(SHIPPING_OPTIONS[method].costCents),
                  }))}
                />
                <FieldError className="mt-2">{fieldState.error?.message}</FieldError>
              </>
            )}
          />
        </CheckoutSection>

        <CheckoutSection
          step={3}
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
                  choices={cartPaymentChoices(profile)}
                />
                <FieldError className="mt-2">{fieldState.error?.message}</FieldError>
              </>
            )}
          />
        </CheckoutSection>
      </div>

      <OrderSummary
        lines={items.map((item) => ({
          key: item.id,
          name: productName(item.product),
          detail: `${item.quantity} × ${formatCents(toCents(item.price))}`,
          imageUrl: item.product.imageUrl,
          quantity: item.quantity,
          lineTotalCents: toCents(item.price) * item.quantity,
        }))}
        totals={totals}
        shippingLabel={SHIPPING_OPTIONS[shippingMethod].label}
      >
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Placing order...
            </>
          ) : (
            'Place Order'
          )}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-500">
          <Lock aria-hidden="true" className="size-3.5" />
          Prices are checked again by our server before you pay.
        </p>
        <Button asChild variant="link" className="mt-1 w-full">
          <Link to="/cart">Back to cart</Link>
        </Button>
      </OrderSummary>
    </form>
  );
}
