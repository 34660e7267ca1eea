import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { lazyPart } from '../../components/lazy-part';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tooltip } from '../../components/ui/tooltip';
import { CartButton } from '../../features/cart/components/cart-button';
import { useCurrentUser } from '../../lib/current-user';
import { useLiveSession } from '../../lib/live';
import { authPathFor } from '../../lib/safe-path';

// The signed-in parts load on their own, once a user is known: a visitor opening a shared link
// downloads neither the bell's panel nor the account menu (Radix popover and dropdown menu). The
// server renders them for a signed-in shopper, and the browser loads their code before it hydrates
// the page (decision 0069), so the header is the same from the first paint and answers a tap.
const avatarPlaceholder = <Skeleton className="ml-1 size-9 rounded-full" />;
const NotificationBell = lazyPart(
  'features/notifications/components/notification-bell.tsx',
  () =>
    import('../../features/notifications/components/notification-bell').then(
      (m) => m.NotificationBell,
    ),
  <Skeleton className="size-10 rounded-full" />,
);
const UserMenu = lazyPart(
  'app/layout/user-menu.tsx',
  () => import('./user-menu').then((m) => m.UserMenu),
  avatarPlaceholder,
);

/** Pages that are a starting point show the logo; every other page gets a back button. */
const rootPaths = new Set(['/', '/home']);
/** Pages a signed-in visitor need not come back to after signing in ('/' is the scoreboard: it is). */
const noReturnPaths = new Set(['/welcome', '/auth']);

const iconButton =
  'flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-ocean-900 [&_svg]:size-5';

export function AppHeader() {
  const { user, isLoading } = useCurrentUser();
  // The live connection reopens when the user signs in or out (its cookie names the user).
  useLiveSession(isLoading ? undefined : user ? String(user.id) : null);
  const location = useLocation();
  const navigate = useNavigate();
  const isRoot = rootPaths.has(location.pathname);

  const goBack = () => {
    // A page opened directly has no in-app history: going back would leave the shop.
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };

  const loginPath = noReturnPaths.has(location.pathname)
    ? '/auth'
    : authPathFor(`${location.pathname}${location.search}`);

  return (
    // 90% white at the least: the brand's coral over the darkest content scrolled beneath still has
    // 4.5:1 (at 75% it had 3.3:1 over a black button; axe found it once).
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
        {!isRoot && (
          <Tooltip content="Go back">
            <button type="button" onClick={goBack} aria-label="Go back" className={iconButton}>
              <ArrowLeft aria-hidden="true" />
            </button>
          </Tooltip>
        )}
        <Link
          to="/"
          aria-label="Social Market home"
          className={
            isRoot ? 'flex items-center rounded-md' : 'hidden items-center rounded-md sm:flex'
          }
        >
          <BrandLogo />
        </Link>

        <nav aria-label="Account" className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {user && <NotificationBell userId={user.id} />}
          <Tooltip content="Cart">
            <CartButton userId={user?.id ?? null} className={iconButton} />
          </Tooltip>
          {user?.isAdmin && (
            <Tooltip content="Admin Panel">
              <Link to="/admin" aria-label="Admin Panel" className={iconButton}>
                <ShieldCheck aria-hidden="true" />
              </Link>
            </Tooltip>
          )}
          {isLoading ? (
            avatarPlaceholder
          ) : user ? (
            <UserMenu user={user} />
          ) : location.pathname === '/auth' ? null : (
            <Button asChild size="sm" className="ml-1">
              <Link to={loginPath}>Login</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
