import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Product } from '../../../../shared/contracts/catalog';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { productName } from '../../../lib/product-display';
import { authPathFor } from '../../../lib/safe-path';
import { useAddToCart } from '../api/add-to-cart';

/**
 * 'Add to cart' on the product page. A visitor is sent to sign in first and comes back here; the
 * server's refusals ('Only 2 left in stock', …) are shown as they are.
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
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const add = useAddToCart();

  const addToCart = () => {
    if (!user) {
      navigate(authPathFor(`/product/${product.id}`));
      return;
    }
    if (onSizeMissing) {
      onSizeMissing();
      return;
    }
    add.mutate(
      { productId: product.id, quantity: 1, ...(size ? { size } : {}) },
      {
        onSuccess: () =>
          toast.success('Added to cart', {
            description: `${productName(product)}${size ? ` (Size ${size})` : ''} is in your cart.`,
            action: { label: 'View cart', onClick: () => navigate('/cart') },
          }),
        onError: (error) =>
          toast.error('Could not add to cart', { description: getErrorMessage(error) }),
      },
    );
  };

  return (
    <Button
      size="lg"
      variant="outline"
      onClick={addToCart}
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
