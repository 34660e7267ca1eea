import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { getErrorMessage } from '../../../lib/api';
import { productName } from '../../../lib/product-display';
import { toast } from '../../../lib/toast';
import { productQueryOptions } from '../../catalog';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import type { CreatedProduct } from '../components/created-product-notice';
import { isPinRequired } from './admin-write-error';
import type { ProductEdit } from './use-product-edit';

export interface SaveToast {
  title: string;
  description: string;
}

/** The generic and book forms' toasts (the apparel and coffee forms word theirs). */
export const productSavedToasts = {
  created: { title: 'Product created', description: 'The product has been successfully created.' },
  updated: { title: 'Product updated', description: 'The product has been successfully updated.' },
} satisfies Omit<SaveTexts, 'tab'>;

interface SaveTexts {
  created: SaveToast;
  updated: SaveToast;
  /** Admin tab to come back to. */
  tab: string;
}

/**
 * Saves a multipart product form: POST for a new product, PUT (keeping the current image when no
 * file was picked, If-Match the edited version) for an edit; toasts and goes back to /admin on
 * success. A refusal because the product changed meanwhile is the edit's to announce.
 */
export function useSaveMultipartProduct(texts: SaveTexts, edit: ProductEdit) {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const update = useUpdateProduct();

  function failed(title: string) {
    return (error: unknown) => {
      // The PIN gate reopens and says why; no second toast.
      if (isPinRequired(error) || edit.handleSaveError(error, title)) return;
      toast.error(title, { description: getErrorMessage(error) });
    };
  }

  function done(message: SaveToast) {
    return (saved: Product) => {
      toast.success(message.title, { description: message.description });
      navigate('/admin', {
        state: { tab: texts.tab, ...(message === texts.created ? createdState(saved) : {}) },
      });
    };
  }

  function save(input: { existing?: Product; body: FormData }) {
    if (input.existing) {
      update.mutate(
        { id: input.existing.id, body: input.body, version: input.existing.version },
        { onSuccess: done(texts.updated), onError: failed('Update failed') },
      );
    } else {
      create.mutate(input.body, {
        onSuccess: done(texts.created),
        onError: failed('Creation failed'),
      });
    }
  }

  return { save, isPending: create.isPending || update.isPending };
}

/** The router state that makes the admin panel say where a new product shows. */
export function createdState(product: Product): { created: CreatedProduct } {
  return {
    created: { id: product.id, name: productName(product), productType: product.productType },
  };
}

/** The product an edit form loads; a failed load is announced once with 'Failed to fetch product'. */
export function useEditedProduct(id: string | undefined) {
  const query = useQuery({ ...productQueryOptions(id ?? ''), enabled: id !== undefined });
  const failedToLoad = id !== undefined && query.isError;
  useEffect(() => {
    if (failedToLoad)
      toast.error('Failed to fetch product', { description: getErrorMessage(query.error) });
  }, [failedToLoad, query.error]);
  return query;
}
