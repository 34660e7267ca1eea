import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PackageX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import type { Profile } from '../../../../shared/contracts/profile';
import type { DiscountTerms } from '../../../../shared/discount-rules';
import { LOCAL_DELIVERY, LOCAL_DELIVERY_ONLY } from '../../../../shared/pricing';
import { LoadError } from '../../../components/load-error';
import { productName, productSubtitle } from '../../../lib/product-display';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { productQueryOptions, stockStatus } from '../../catalog';
import { profileQueryOptions } from '../../profile';
import { usePlaceSingleOrder } from '../api/place-single-order';
import { classifyCheckoutError } from '../lib/checkout-errors';
import {
  productDiscountLines,
  singleOrderRequest,
  singleProductTotals,
} from '../lib/checkout-form';
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

export const FAILED_TO_LOAD_PRODUCT = 'Failed to load product details';

/**
 * /checkout?productId=N: buys one product, delivered free like the cart, by the card on file,
 * Apple Pay or cash on delivery.
 */
export function SingleProductCheckout({ productId }: { productId: number }) {
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
    body = <SingleCheckoutForm product={product.data} profile={profile.data} />;
  }

  return (
    <>
      <CheckoutHeader />
      {body}
    </>
  );
}

function SingleCheckoutForm({ product, profile }: { product: Product; profile: Profile }) {
  // The size chosen on the product page (?size=M), for a product sold in sizes.
  const [searchParams] = useSearchParams();
  const size = searchParams.get('size');
  const queryClient = useQueryClient();
  const placeOrder = usePlaceSingleOrder();
  const [discount, setDiscount] = useState<DiscountTerms | null>(null);
  const [discountRefusal, setDiscountRefusal] = useState<string | null>(null);
  const totals = singleProductTotals(product, discount);
  const soldOut = stockStatus(product.quantity).state === 'out';
  const { form, payment, busy, place } = useCheckoutForm({
    kind: { productId: product.id },
    profile,
    totalCents: totals.totalCents,
    placeOrder,
    onFailed: (error) => failed(error),
  });

  const failed = (error: unknown) => {
    const failure = classifyCheckoutError(error);
    switch (failure.kind) {
      case 'discount':
        setDiscount(null);
        setDiscountRefusal(failure.message);
        toast.error('Discount code not applied', { description: failure.message });
        return;
      case 'unknown':
        toast.error('Payment System Error', { description: failure.message });
        return;
      case 'local-delivery':
        toast.error(LOCAL_DELIVERY_ONLY, { description: failure.message });
        return;
      case 'changed':
        // The product's new price or stock comes in and the summary follows.
        void queryClient.invalidateQueries({
          queryKey: queryKeys.product.detail(String(product.id)),
        });
        toast.error('Payment Failed', { description: failure.message });
        return;
      default:
        toast.error('Payment Failed', { description: failure.message });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    await place(values, (token) => singleOrderRequest(product, values, token, size, discount));
  });

  return (
    <form noValidate aria-label="Checkout" onSubmit={submit} className={checkoutGridClass}>
      <div className="flex min-w-0 flex-col gap-6">
        <CheckoutSection step={1} title="Delivery details">
          <div className="flex flex-col gap-5">
            <MissingDetailsNotice profile={profile} purpose="buy" />
            <DeliveryFields form={form} />
          </div>
          <SaveToProfileChoice form={form} profile={profile} />
        </CheckoutSection>

        <DeliverySection form={form} step={2} />

        <PaymentSection form={form} profile={profile} step={3} />
      </div>

      <OrderSummary
        lines={[
          {
            key: product.id,
            name: productName(product),
            detail:
              [size ? `Size ${size}` : null, productSubtitle(product) || null]
                .filter(Boolean)
                .join(' · ') || undefined,
            imageUrl: product.imageUrl,
            quantity: 1,
            lineTotalCents: totals.subtotalCents,
          },
        ]}
        totals={totals}
        discountCode={discount?.code ?? null}
        shippingLabel={LOCAL_DELIVERY.label}
        beforeTotals={
          <DiscountCodeField
            lines={productDiscountLines(product)}
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
        {soldOut && (
          <p className="mb-3 flex items-center gap-2 text-sm font-medium text-red-700">
            <PackageX aria-hidden="true" className="size-4" />
            This product is sold out.
          </p>
        )}
        <PlaceOrderButton
          applePay={payment === 'apple_pay'}
          busy={busy}
          disabled={soldOut}
          totalCents={totals.totalCents}
        />
      </OrderSummary>
    </form>
  );
}
