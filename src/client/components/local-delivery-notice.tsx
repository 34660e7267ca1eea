import { MapPinOff } from 'lucide-react';
import {
  isDeliveryZip,
  LOCAL_DELIVERY_ONLY,
  LOCAL_DELIVERY_ONLY_MESSAGE,
} from '../../shared/pricing';

/** Whether a typed ZIP is complete enough to judge and outside the delivery area. */
export function isOutsideDeliveryArea(zipCode: string | undefined): boolean {
  const zip = zipCode?.trim() ?? '';
  return zip.length >= 5 && !isDeliveryZip(zip);
}

/**
 * 'Local Delivery Only' and why: shown under a ZIP field as soon as a ZIP outside 92651 is typed,
 * the same in the profile form and both checkouts.
 */
export function LocalDeliveryNotice() {
  return (
    <p
      data-testid="local-delivery-only"
      className="flex gap-2 rounded-lg bg-amber-50 p-2.5 text-amber-900 ring-1 ring-amber-200"
    >
      <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="block font-semibold">{LOCAL_DELIVERY_ONLY}</span>
        {LOCAL_DELIVERY_ONLY_MESSAGE}
      </span>
    </p>
  );
}
