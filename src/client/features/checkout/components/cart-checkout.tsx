import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartItem } from '../../../../shared/contracts/cart';
import type { Profile } from '../../../../shared/contracts/profile';
import type { DiscountTerms } from '../../../../shared/discount-rules';
import { formatCents, toCents } from '../../../../shared/money';
import { LOCAL_DELIVERY, LOCAL_DELIVERY_ONLY, PRIZE_PRICE_TEXT } from '../../../../shared/pricing';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { productName } from '../../../lib/product-display';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { toastEmptyCart, useCart } from '../../cart';
import { profileQueryOptions } from '../../profile';
import { usePlaceCartOrder } from '../api/place-cart-order';
import { classifyCheckoutError } from '../lib/checkout-errors';
import { cartCheckoutRequest, cartCheckoutTotals, cartDiscountLines } from '../lib/checkout-form';
import {
  CheckoutHeader,
  CheckoutSection,
  CheckoutSkeleton,
  checkoutGridClass,
} from './checkout-layout';
import {
  DeliverySection,
  MissingDetailsNotice,
  PaymentSection,
  PlaceOrderButton,
  SaveToProfileChoice,
} from './checkout-parts';
import { DeliveryFields } from './delivery-fields';
import { DiscountCodeField } from './discount-code-field';
import { OrderSummary } from './order-summary';
import { useCheckoutForm } from './use-checkout-form';

/** /checkout from the cart: needs the cart's lines and the profile (for the form and the card). */
export function CartCheckout() {
  const navigate = useNavigate();
  const cart = useCart({ fresh: true });
  const profile = useQuery(profileQueryOptions());
  const placeOrder = usePlaceCartOrder();
  // Once the order goes in, the cart empties on the server, and the order's notice can refresh the
  // cart here before the order's own answer arrives: that must not read as "nothing to check out",
  // and the form keeps the lines it was placed with until the confirmation replaces it.
  const ordering = placeOrder.isPending || placeOrder.isSuccess;
  const cartEmpty = !ordering && cart.data?.length === 0;
  const orderedLines = useRef<CartItem[]>([]);
  if (cart.data?.length) orderedLines.current = cart.data;
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
        items={ordering ? orderedLines.current : cart.data}
        profile={profile.data}
        placeOrder={placeOrder}
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
  placeOrder: ReturnType<typeof usePlaceCartOrder>;
}

function CartCheckoutForm({ items, profile, placeOrder }: CartCheckoutFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [discount, setDiscount] = useState<DiscountTerms | null>(null);
  const [discountRefusal, setDiscountRefusal] = useState<string | null>(null);
  const totals = cartCheckoutTotals(items, discount);
  const hasPrize = items.some((item) => item.type === 'prize');

  const { form, payment, busy, place } = useCheckoutForm({
    kind: 'cart',
    profile,
    totalCents: totals.totalCents,
    placeOrder,
    onFailed: (error) => failed(error),
  });

  const failed = (error: unknown) => {
    const failure = classifyCheckoutError(error);
    switch (failure.kind) {
      case 'discount':
        // The code no longer applies (used up meanwhile, paused, expired): taken off, said why.
        setDiscount(null);
        setDiscountRefusal(failure.message);
        toast.error('Discount code not applied', { description: failure.message });
        return;
      case 'empty-cart':
        toastEmptyCart();
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
        navigate('/cart', { replace: true });
        return;
      case 'local-delivery':
        toast.error(LOCAL_DELIVERY_ONLY, { description: failure.message });
        return;
      case 'profile-incomplete':
        // The completeness rule's own words: what this order still needs.
        toast.error('Checkout failed', { description: failure.message });
        return;
      case 'changed':
        // The new lines and prices come in and the summary shows the new total.
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
        toast.error('Checkout failed', { description: failure.message });
        return;
      default:
        toast.error('Checkout failed', { description: failure.message });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (items.length === 0) {
      toastEmptyCart();
      return;
    }
    await place(values, (token) => cartCheckoutRequest(items, values, token, discount));
  });

  return (
    <form noValidate aria-label="Checkout" onSubmit={submit} className={checkoutGridClass}>
      <div className="flex min-w-0 flex-col gap-6">
        <CheckoutSection step={1} title="Delivery details">
          <div className="flex flex-col gap-5">
            <MissingDetailsNotice profile={profile} purpose={hasPrize ? 'claim' : 'buy'} />
            <DeliveryFields form={form} />
          </div>
          <SaveToProfileChoice form={form} profile={profile} />
        </CheckoutSection>

        <DeliverySection form={form} step={2} />

        <PaymentSection form={form} profile={profile} step={3} />
      </div>

      <OrderSummary
        lines={items.map((item) => ({
          key: item.id,
          name: productName(item.product),
          detail:
            item.type === 'prize'
              ? `Prize${item.size ? ` · Size ${item.size}` : ''} · ${PRIZE_PRICE_TEXT}`
              : `${item.size ? `Size ${item.size} · ` : ''}${item.quantity} × ${formatCents(toCents(item.price))}`,
          imageUrl: item.product.imageUrl,
          quantity: item.quantity,
          lineTotalCents: toCents(item.price) * item.quantity,
        }))}
        totals={totals}
        discountCode={discount?.code ?? null}
        shippingLabel={LOCAL_DELIVERY.label}
        beforeTotals={
          <DiscountCodeField
            lines={cartDiscountLines(items)}
            applied={discount}
            onApplied={(terms) => {
              setDiscount(terms);
              setDiscountRefusal(null);
            }}
            refusal={discountRefusal}
            disabled={busy}
          />
        }
      >
        <PlaceOrderButton
          applePay={payment === 'apple_pay'}
          busy={busy}
          totalCents={totals.totalCents}
        />
        <Button asChild variant="link" className="mt-1 w-full">
          <Link to="/cart">Back to cart</Link>
        </Button>
      </OrderSummary>
    </form>
  );
}
