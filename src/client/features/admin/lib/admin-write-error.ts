import type { QueryClient } from '@tanstack/react-query';
import { adminErrorCodes } from '../../../../shared/contracts/admin';
import { productChanged } from '../../../../shared/contracts/catalog';
import { ApiError } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

export function isPinRequired(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 403 && error.code === adminErrorCodes.pinRequired
  );
}

/** A save refused because the product changed (a sale, a game, another admin) since it was loaded. */
export function isProductChanged(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === productChanged.code;
}

/**
 * An admin write refused for want of a fresh PIN (the 30-minute step-up ran out): the gate reopens
 * over the screen and the user is told why. Returns true when it handled the error.
 */
export function reopenGateIfPinRequired(queryClient: QueryClient, error: unknown): boolean {
  if (!isPinRequired(error) || !(error instanceof ApiError)) return false;
  queryClient.setQueryData(queryKeys.admin.session, {
    elevated: false,
    elevatedUntil: null,
    remainingSeconds: 0,
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.session });
  toast.error('PIN required', { description: error.detail });
  return true;
}
