import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { authPathFor } from '../../../lib/safe-path';
import { AccessDenied } from './access-denied';

interface GuardProps {
  /** The guarded page; when left out, the nested routes render (use as a layout route element). */
  children?: ReactNode;
}

function useSignInRedirect(): string {
  const location = useLocation();
  return authPathFor(`${location.pathname}${location.search}`);
}

/** Renders its page only for a signed-in user; visitors go to /auth and come back after signing in. */
export function ProtectedRoute({ children }: GuardProps) {
  const { user, isLoading } = useCurrentUser();
  const signInPath = useSignInRedirect();

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={signInPath} replace />;
  return children ?? <Outlet />;
}

/** Like ProtectedRoute, and a signed-in user without admin rights sees the Access Denied screen. */
export function AdminRoute({ children }: GuardProps) {
  const { user, isLoading } = useCurrentUser();
  const signInPath = useSignInRedirect();

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={signInPath} replace />;
  if (!user.isAdmin) return <AccessDenied />;
  return children ?? <Outlet />;
}
