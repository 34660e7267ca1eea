import { BadgeCheck, Clock, Ticket } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { DELIVERY_PROMISE } from '../../../../shared/pricing';
import { PageMeta } from '../../../components/page-meta';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/current-user';
import { safeNextPath } from '../../../lib/safe-path';
import { PARTNER_STORE } from '../../../lib/shop-info';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

type AuthTab = 'login' | 'register';

const perks = [
  { icon: Clock, text: `${DELIVERY_PROMISE}, free` },
  { icon: Ticket, text: 'Play for any product with a $1 entry' },
  { icon: BadgeCheck, text: '30-day money-back guarantee' },
] as const;

export function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';

  // The tab lives in the URL so a shared or reloaded link opens the same form; `next` is kept.
  const selectTab = (next: string) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'register') updated.set('tab', 'register');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  };

  if (isLoading) return <PageSpinner label="Checking your session" />;
  // Signing in sets the user, which lands here and sends the shopper on: back where they came
  // from, else a new account to the shop (/home) and a returning one to the scoreboard (/).
  if (user) {
    const fallback = tab === 'register' ? '/home' : '/';
    return <Navigate to={safeNextPath(searchParams.get('next'), fallback)} replace />;
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:gap-12 lg:py-16">
      <PageMeta
        title={tab === 'register' ? 'Create your account' : 'Login'}
        description="Sign in to Social Market to shop Laguna Beach's local store, play for products with a $1 entry and track your games."
      />

      <header className="text-center lg:rounded-3xl lg:bg-linear-to-br lg:from-ocean-900 lg:via-ocean-800 lg:to-ocean-700 lg:p-12 lg:text-left lg:text-white lg:shadow-xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase lg:text-coral-300">
          Laguna Beach · Pay or Play
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl lg:text-5xl lg:text-white">
          Social Market
        </h1>
        <p className="mt-3 text-sm text-slate-600 sm:text-base lg:text-ocean-100">
          Laguna Beach's local shop for sunglasses, t-shirts, shoes, books, coffee, tea and
          handbags.
        </p>
        <p className="mt-1 text-sm text-slate-600 sm:text-base lg:text-ocean-100">
          {`Eyewear in partnership with ${PARTNER_STORE.name}.`}
        </p>
        <ul className="mt-10 hidden flex-col gap-4 lg:flex">
          {perks.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-ocean-50">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-coral-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </header>

      <Card className="mx-auto w-full max-w-md">
        <CardContent className="p-6 sm:p-8">
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList aria-label="Login or register">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <h2 className="text-xl font-bold tracking-tight">Welcome back</h2>
              <p className="mt-1 mb-6 text-sm text-slate-600">
                Log in to check your games, cart and orders.
              </p>
              <LoginForm onSwitchToRegister={() => selectTab('register')} />
            </TabsContent>
            <TabsContent value="register">
              <h2 className="text-xl font-bold tracking-tight">Create your account</h2>
              <p className="mt-1 mb-6 text-sm text-slate-600">
                Join to shop local and play for products with a $1 entry.
              </p>
              <RegisterForm onSwitchToLogin={() => selectTab('login')} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
