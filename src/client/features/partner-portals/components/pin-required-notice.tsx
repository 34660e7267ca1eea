import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { adminErrorCodes } from '../../../../shared/contracts/admin';
import { ApiError } from '../../../lib/api';

/** True when an admin write was refused because this session has not passed the PIN step-up. */
export function isPinRequired(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 403 && error.code === adminErrorCodes.pinRequired
  );
}

export const PIN_REQUIRED_TEXT = 'Verify your admin PIN in the admin panel, then try again.';

/** Inline notice with a link to /admin, where the PIN gate lives. */
export function PinRequiredNotice() {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>
        Admin PIN required.{' '}
        <Link to="/admin" className="font-semibold underline underline-offset-2">
          Verify your PIN in the admin panel
        </Link>
        , then try again.
      </p>
    </div>
  );
}
