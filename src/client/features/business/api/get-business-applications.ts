import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BusinessApplication,
  businessApplicationListSchema,
} from '../../../../shared/contracts/business-applications';
import { apiRequest } from '../../../lib/api';

export async function getBusinessApplications(): Promise<BusinessApplication[]> {
  return businessApplicationListSchema.parse(await apiRequest('GET', '/api/business-applications'));
}

export function businessApplicationsQueryOptions() {
  return queryOptions({ queryKey: ['business-applications'], queryFn: getBusinessApplications });
}

export function useBusinessApplications() {
  return useQuery(businessApplicationsQueryOptions());
}
