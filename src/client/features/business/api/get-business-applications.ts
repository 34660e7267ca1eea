import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BusinessApplication,
  businessApplicationListSchema,
} from '../../../../shared/contracts/business-applications';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export async function getBusinessApplications(): Promise<BusinessApplication[]> {
  return businessApplicationListSchema.parse(await apiRequest('GET', '/api/business-applications'));
}

export function businessApplicationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.businessApplications,
    queryFn: getBusinessApplications,
  });
}

export function useBusinessApplications() {
  return useQuery(businessApplicationsQueryOptions());
}
