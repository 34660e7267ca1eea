import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useEffect } from 'react';
import { productUsageLines } from '../../../../shared/contracts/product-usage';
import { buttonClassName } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api';
import { useProductUsage } from '../api/get-product-usage';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';

interface DeleteProductDialogProps {
  /** The product to delete; null when the dialog is closed. */
  product: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/**
 * 'Are you sure?' before a product is deleted, with what the delete will do to its games, prizes,
 * carts and orders (the server counts them when the dialog opens); Delete confirms once the counts
 * are in, Cancel (or Escape) closes.
 */
export function DeleteProductDialog({
  product,
  onOpenChange,
  onConfirm,
}: DeleteProductDialogProps) {
  const queryClient = useQueryClient();
  const usage = useProductUsage(product?.id ?? null);
  useEffect(() => {
    if (usage.error) reopenGateIfPinRequired(queryClient, usage.error);
  }, [queryClient, usage.error]);
  const lines = usage.data ? productUsageLines(usage.data) : [];

  return (
    <AlertDialog.Root open={product !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            Are you sure?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            This action cannot be undone. This will permanently delete the product.
          </AlertDialog.Description>
          {product && (
            <section aria-label="What deleting it does" className="mt-4 text-sm">
              <p className="font-semibold text-slate-900">{product.name}</p>
              {usage.isPending ? (
                <p className="mt-1 text-slate-500">Checking its games, carts and orders…</p>
              ) : usage.isError ? (
                <p role="alert" className="mt-1 text-red-700">
                  Could not check its games and orders: {getErrorMessage(usage.error)}
                </p>
              ) : lines.length === 0 ? (
                <p className="mt-1 text-slate-600">No games, carts or orders use it.</p>
              ) : (
                <ul className="mt-2 flex list-disc flex-col gap-1 rounded-xl bg-amber-50 py-3 pr-3 pl-7 text-amber-950">
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClassName('destructive')}
              disabled={usage.isPending}
              onClick={onConfirm}
            >
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
