import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { localNotificationStore } from '../../notifications/lib/local-notification-store';
import { profileStatusQueryOptions } from '../../profile/api/get-profile-status';
import { hasUnreadProfileReminder, profileReminder } from './profile-reminder';

export type ProfileGate = 'checking' | 'complete' | 'redirecting';

/**
 * Sends a signed-in shopper whose profile is incomplete to /profile, adding the 'Complete Your
 * Profile' reminder to the bell once (shopper.md section 5). A failed status call counts as
 * incomplete. The status is asked afresh on every visit, since the profile may have been finished
 * in another tab, but a cached "complete" lets the page show at once.
 */
export function useCompleteProfileGate(userId: number): ProfileGate {
  const navigate = useNavigate();
  const status = useQuery({ ...profileStatusQueryOptions(), refetchOnMount: 'always' });
  const complete = status.data?.isComplete === true && !status.isError;
  const gate: ProfileGate = complete ? 'complete' : status.isFetching ? 'checking' : 'redirecting';
  const redirected = useRef(false);

  useEffect(() => {
    if (gate !== 'redirecting' || redirected.current) return;
    redirected.current = true;
    remindToCompleteProfile(userId);
    navigate('/profile', { replace: true });
  }, [gate, navigate, userId]);

  return gate;
}

/** Puts the reminder in the bell (unless an unread one is there already) and says it in a toast. */
export function remindToCompleteProfile(userId: number): void {
  if (!hasUnreadProfileReminder(localNotificationStore.read(userId))) {
    localNotificationStore.add(userId, profileReminder);
  }
  toast.info(profileReminder.title, { description: profileReminder.message });
}
