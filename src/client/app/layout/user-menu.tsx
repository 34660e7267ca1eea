import { Gamepad2, Inbox, LogOut, ReceiptText, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '../../../shared/contracts/auth';
import { Avatar } from '../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useLogout } from '../../features/auth/api/logout';
import { userInitials } from '../../features/auth/lib/user-initials';
import { useProfileComplete } from '../../features/profile/api/get-profile-status';

/** The avatar in the header and its account menu. */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const profileIncomplete = useProfileComplete(true) === false;
  const initials = userInitials(user.username);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          // The name includes the initials the button shows (WCAG 2.5.3: say what you see).
          aria-label={`Account menu for ${user.username}, ${initials}`}
          className="ml-1 cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500"
        >
          <Avatar initials={initials} className="ring-slate-100" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block text-xs font-normal text-slate-500">Signed in as</span>
          <span className="block truncate font-semibold text-slate-900">{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            My Profile
            {profileIncomplete ? (
              <span className="ml-auto flex items-center">
                <span aria-hidden="true" className="size-2 rounded-full bg-coral-500" />
                <span className="sr-only">(profile incomplete)</span>
              </span>
            ) : null}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/invoices">
            <ReceiptText aria-hidden="true" />
            My Invoices
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/scoreboard?tab=my-games">
            <Gamepad2 aria-hidden="true" />
            My Games
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/inbox">
            <Inbox aria-hidden="true" />
            Influencer Inbox
          </Link>
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              Admin Panel
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
