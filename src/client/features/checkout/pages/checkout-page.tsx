import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { CartCheckout } from '../components/cart-checkout';
import { SingleProductCheckout } from '../components/single-product-checkout';
import { parseProductIdParam } from '../lib/checkout-form';

export const NO_PRODUCT_SPECIFIED = 'No product specified for checkout';

/**
 * /checkout (signed-in, under ProtectedRoute): the cart's checkout, or with ?productId= the
 * single-product checkout. Neither sends the shopper away to /profile: the form asks for whatever
 * the order still needs.
 */
export function CheckoutPage() {
  const [searchParams] = useSearchParams();
  const single = searchParams.has('productId');
  const productId = parseProductIdParam(searchParams.get('productId'));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta title="Checkout" description="Checkout at Social Market." />
      {single && productId === null ? <NoProductSpecified /> : <Checkout productId={productId} />}
    </div>
  );
}

function Checkout({ productId }: { productId: number | null }) {
  return productId === null ? <CartCheckout /> : <SingleProductCheckout productId={productId} />;
}

/** 'Error' / 'No product specified for checkout', then back to / (shopper.md section 8). */
function NoProductSpecified() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error('Error', { description: NO_PRODUCT_SPECIFIED });
    navigate('/', { replace: true });
  }, [navigate]);
  return <PageSpinner label="Going back to the shop" />;
}
