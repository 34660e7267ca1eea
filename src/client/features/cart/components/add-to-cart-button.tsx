import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api';
import { useCurrentUser, userForAction } from '../../../lib/current-user';
import { productName } from '../../../lib/product-display';
import { authPathFor } from '../../../lib/safe-path';
import { toast } from '../../../lib/toast';
import { useAddToCart } from '../api/add-to-cart';

/** The product page's address that adds the product (in `size`) once the shopper is back from signing in. */
export function addAfterSignInPath(productId: number, size: string | null): string {
  return `/product/${productId}?add=1${size ? `&size=${encodeURIComponent(size)}` : ''}`;
}

/**
 * 'Add to cart' on the product page. A visitor picks the size first, is sent to sign in (or
 * register) and comes back to the product with `?add=1`, which adds it once and leaves the address
 * clean; the server's refusals ('Only 2 left in stock', …) are shown as they are.
 */
export function AddToCartButton({
  product,
  size = null,
  onSizeMissing,
  disabled = false,
  className,
}: {
  product: Product;
  /** The size chosen on the product page, for a product sold in sizes. */
  size?: string | null;
  /** Set while a size must still be chosen: called instead of adding. */
  onSizeMissing?: () => void;
  disabled?: boolean;
  className?: string;
}) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const add = useAddToCart();
  const addedOnReturn = useRef(false);

  const addInSize = (chosen: string | null) =>
    add.mutate(
      { productId: product.id, quantity: 1, ...(chosen ? { size: chosen } : {}) },
      {
        onSuccess: () =>
          toast.success('Added to cart', {
            description: `${productName(product)}${chosen ? ` (Size ${chosen})` : ''} is in your cart.`,
            action: { label: 'View cart', onClick: () => navigate('/cart') },
          }),
        onError: (error) =>
          toast.error('Could not add to cart', { description: getErrorMessage(error) }),
      },
    );

  // Back from signing in with `?add=1`: add once, then drop the parameters so a reload or the
  // back button doesn't add it again.
  const addOnReturn = searchParams.get('add') === '1';
  const sizeOnReturn = searchParams.get('size');
  useEffect(() => {
    if (!addOnReturn || isLoading || addedOnReturn.current) return;
    addedOnReturn.current = true;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('add');
        next.delete('size');
        return next;
      },
      { replace: true },
    );
    if (user) addInSize(sizeOnReturn);
  });

  const addToCart = async () => {
    if (onSizeMissing) {
      onSizeMissing();
      return;
    }
    if (!(await userForAction(queryClient))) {
      navigate(authPathFor(addAfterSignInPath(product.id, size)));
      return;
    }
    addInSize(size);
  };

  return (
    <Button
      size="lg"
      variant="outline"
      onClick={() => void addToCart()}
      disabled={disabled || add.isPending}
      className={className}
    >
      {add.isPending ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <ShoppingCart aria-hidden="true" />
      )}
      Add to cart
    </Button>
  );
}
