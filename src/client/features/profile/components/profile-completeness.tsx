import { CircleAlert, CircleCheck } from 'lucide-react';
import { type Profile, profileDetails } from '../../../../shared/contracts/profile';
import { missingFor, missingMessage } from '../../../../shared/profile-rules';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';

export const INCOMPLETE_PROFILE_TEXT =
  'Complete your profile to play or purchase products. We need your payment method, shipping address, email, name, and phone number.';

/**
 * The completeness banner: 'Complete' with a full green bar, or 'Incomplete' at 60% with what
 * entering and buying still need, in the completeness rule's words.
 */
export function ProfileCompleteness({ profile }: { profile: Profile }) {
  const details = profileDetails(profile);
  const isComplete = missingFor(details, 'all').length === 0;
  const needs = (['enter', 'buy'] as const).flatMap((purpose) => {
    const missing = missingFor(details, purpose);
    return missing.length > 0 ? [missingMessage(purpose, missing)] : [];
  });
  const percent = isComplete ? 100 : 60;
  const Icon = isComplete ? CircleCheck : CircleAlert;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Icon
            aria-hidden="true"
            className={cn('size-5', isComplete ? 'text-emerald-600' : 'text-coral-500')}
          />
          <h2 className="font-semibold text-slate-900">Profile Status</h2>
        </div>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
            isComplete
              ? 'bg-emerald-50 text-emerald-700 ring-emerald-600/20'
              : 'bg-coral-50 text-coral-700 ring-coral-600/20',
          )}
        >
          {isComplete ? 'Complete' : 'Incomplete'}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            isComplete ? 'bg-emerald-500' : 'bg-coral-400',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      {isComplete ? null : <p className="mt-3 text-sm text-slate-600">{INCOMPLETE_PROFILE_TEXT}</p>}
      {needs.length > 0 && (
        <ul data-testid="profile-needs" className="mt-2 space-y-1 text-sm text-slate-700">
          {needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
