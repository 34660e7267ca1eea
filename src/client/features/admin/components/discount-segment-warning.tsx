import { TriangleAlert } from 'lucide-react';
import { codesNamedIn } from '../../../../shared/discount-rules';
import { parseDescription } from '../../../../shared/product-description';
import { useAdminDiscounts } from '../api/discounts';

/**
 * Under a product form's description: the codes its share discount (the description's DISCOUNT:
 * segment, or the coffee form's own field as `discount`) names that no checkout would take (none
 * of that name, or not usable now). Share texts leave such a discount out.
 */
export function DiscountSegmentWarning({
  description,
  discount,
}: {
  description?: string | null | undefined;
  discount?: string;
}) {
  const codes = useAdminDiscounts();
  const segment = (discount ?? parseDescription(description).discount)?.trim();
  if (!segment || !codes.data) return null;
  const named = codesNamedIn(segment);
  const problems = named.flatMap((code) => {
    const found = codes.data.find((each) => each.code === code);
    if (!found) return [`names code ${code}, which does not exist`];
    if (found.status !== 'active') {
      return [`names code ${code}, which is ${found.status.replace('_', ' ')}`];
    }
    return [];
  });
  if (named.length === 0) problems.push('names no discount code');
  if (problems.length === 0) return null;
  return (
    <p
      role="status"
      data-testid="discount-segment-warning"
      className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        The share discount ("{segment}") {problems.join(' and ')}. Share texts leave it out until
        the code exists and is active (Discounts tab).
      </span>
    </p>
  );
}
