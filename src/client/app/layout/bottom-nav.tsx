import { LogIn, Store, Swords, Trophy, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink, useLocation } from 'react-router';
import { lazyPart } from '../../components/lazy-part';
import { cn } from '../../lib/class-names';
import { useCurrentUser } from '../../lib/current-user';

/** The Profile tab as it shows while its menu's code loads (a page rendered in the browser). */
function ProfileTabPlaceholder() {
  return (
    <span className={tabClass}>
      <UserRound aria-hidden="true" />
      Profile
    </span>
  );
}

// Signed in only: a visitor's first load carries no dropdown menu code. A part the server renders
// for a signed-in shopper, loaded before the page hydrates (decision 0069): a tap on it right away
// opens it.
const ProfileTabMenu = lazyPart(
  'app/layout/profile-tab-menu.tsx',
  () => import('./profile-tab-menu').then((m) => m.ProfileTabMenu),
  <ProfileTabPlaceholder />,
);

/** Each label says where the tab goes: the shop, games with friends, the live games' scoreboard. */
const tabs: { to: string; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { to: '/home', label: 'Shop', icon: Store },
  { to: '/multiplayer', label: 'Friends', icon: Swords },
  { to: '/scoreboard', label: 'Live games', icon: Trophy },
];

const tabClass =
  'flex h-full cursor-pointer flex-col items-center justify-center gap-1 text-xs font-semibold text-slate-500 transition-colors hover:text-ocean-900 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ocean-500 [&_svg]:size-5.5';

/** The app-wide tab bar, fixed to the bottom on every screen size. */
export function BottomNav() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <div className="mx-auto grid h-16 max-w-lg grid-cols-4">
        {tabs.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              cn(
                tabClass,
                // '/' is the scoreboard too (shopper.md route table).
                (isActive || (to === '/scoreboard' && pathname === '/')) &&
                  'text-coral-600 hover:text-coral-600',
              )
            }
          >
            <Icon aria-hidden="true" />
            {label}
          </NavLink>
        ))}
        {user ? (
          <ProfileTabMenu isAdmin={user.isAdmin} className={tabClass} />
        ) : (
          <NavLink
            to="/auth"
            className={({ isActive }) =>
              cn(tabClass, isActive && 'text-coral-600 hover:text-coral-600')
            }
          >
            <LogIn aria-hidden="true" />
            Login
          </NavLink>
        )}
      </div>
    </nav>
  );
}
