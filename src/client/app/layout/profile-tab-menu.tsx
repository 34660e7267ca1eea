import { LogOut, ShieldCheck, ShoppingCart, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useLogout } from '../../features/auth/api/logout';
import { cn } from '../../lib/class-names';

/** The bottom bar's Profile tab for a signed-in user: a menu opening upwards. */
export function ProfileTabMenu({ isAdmin, className }: { isAdmin: boolean; className: string }) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(className, 'data-[state=open]:text-ocean-900')}>
        <UserRound aria-hidden="true" />
        Profile
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end" sideOffset={10}>
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              Admin Panel
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            My Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/cart">
            <ShoppingCart aria-hidden="true" />
            Cart
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
