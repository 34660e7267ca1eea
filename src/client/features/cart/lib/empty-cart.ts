import { checkoutMessages } from '../../../../shared/order-texts';
import { toast } from '../../../lib/toast';

/** 'Empty Cart': checkout needs something to buy (shopper.md sections 5 and 8). */
export function toastEmptyCart(): void {
  toast.error('Empty Cart', { description: checkoutMessages.emptyCart });
}
