import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Product } from '../../../../shared/contracts/catalog';
import { getErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { productQueryOptions } from '../../catalog';
import { isProductChanged } from './admin-write-error';

export interface ProductEdit {
  /** The product the form edits: the loaded one, or the one fetched again by `reload`. */
  base: Product | undefined;
  /** A save was refused because the product changed since `base` was loaded. */
  changed: boolean;
  isReloading: boolean;
  /** Fetches the product again: typed changes stay, except Quantity, which shows the new stock. */
  reload: () => Promise<void>;
  /** Announces a PRODUCT_CHANGED refusal (toast with a Reload action); false for other errors. */
  handleSaveError: (error: unknown, title: string) => boolean;
}

/**
 * The optimistic-concurrency side of an edit form. The form saves `base` (its version goes out as
 * If-Match); after a 409 the admin's typed values are kept and `reload` rebases them on the current
 * product. Quantity is absolute, so a count typed over stale stock is replaced by the current one.
 */
export function useProductEdit<T extends FieldValues & { quantity: string }>(
  product: Product | undefined,
  form: UseFormReturn<T>,
  defaults: (product: Product) => T,
): ProductEdit {
  const queryClient = useQueryClient();
  // Held apart from the query's data so an unrelated refetch never moves the version under the form.
  const [base, setBase] = useState(product);
  const [changed, setChanged] = useState(false);
  const [isReloading, setIsReloading] = useState(false);

  async function reload() {
    if (!base) return;
    setIsReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({
        ...productQueryOptions(String(base.id)),
        staleTime: 0,
      });
      form.reset(defaults(fresh), { keepDirtyValues: true });
      form.resetField('quantity' as Path<T>);
      // The field that most likely changed: focused and centred (clear of the sticky header).
      form.setFocus('quantity' as Path<T>);
      if (document.activeElement instanceof HTMLElement) {
        document.activeElement.scrollIntoView({ block: 'center' });
      }
      setBase(fresh);
      setChanged(false);
      toast.success('Product reloaded', {
        description: `Quantity now shows the current stock (${fresh.quantity}). Your other changes are kept: check them and save again.`,
      });
    } catch (error) {
      toast.error('Failed to fetch product', { description: getErrorMessage(error) });
    } finally {
      setIsReloading(false);
    }
  }

  function handleSaveError(error: unknown, title: string): boolean {
    if (!isProductChanged(error)) return false;
    setChanged(true);
    toast.error(title, {
      description: error.detail,
      action: { label: 'Reload', onClick: () => void reload() },
    });
    return true;
  }

  return { base, changed, isReloading, reload, handleSaveError };
}
