import { useMutation } from '@tanstack/react-query';
import {
  type BusinessApplicationInput,
  type BusinessApplicationReceipt,
  businessApplicationReceiptSchema,
} from '../../../../shared/contracts/business-applications';
import { apiRequest } from '../../../lib/api';

export async function submitBusinessApplication(
  input: BusinessApplicationInput,
): Promise<BusinessApplicationReceipt> {
  return businessApplicationReceiptSchema.parse(
    await apiRequest('POST', '/api/business-applications', input),
  );
}

export function useSubmitBusinessApplication() {
  return useMutation({ mutationFn: submitBusinessApplication });
}
