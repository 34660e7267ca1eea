import { RotateCw, TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { getErrorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { MyBidsList } from '../../auctions';
import { ResponsiblePlayTab } from '../../responsible-play';
import { useProfile } from '../api/get-profile';
import { NotificationSettings } from '../components/notification-settings';
import { OrdersTab } from '../components/orders-tab';
import { PaymentTab } from '../components/payment-tab';
import { PersonalForm } from '../components/personal-form';
import { ProfileCompleteness } from '../components/profile-completeness';
import { type ProfileTab, parseProfileTab, profileTabs } from '../lib/profile-tabs';

function ProfileSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading your profile"
      className="flex flex-col gap-4"
    >
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-12 rounded-full" />
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

/** /profile: the completeness banner and the Personal, Payment, Orders, My bids and Responsible play tabs (?tab=). */
export function ProfilePage() {
  const { user } = useCurrentUser();
  const profile = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseProfileTab(searchParams.get('tab'));

  const selectTab = (value: string) => {
    const next = parseProfileTab(value);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'personal') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageMeta
        title="My Profile"
        description="Your details, payment method, orders, bids and play limits."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Profile</h1>
      {user ? (
        <p className="mt-1 text-slate-600">
          Signed in as <span className="font-medium text-slate-900">{user.username}</span>
        </p>
      ) : null}

      <div className="mt-6">
        {profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.isError ? (
          <Card role="alert">
            <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
              <TriangleAlert aria-hidden="true" className="size-8 text-red-500" />
              <h2 className="font-semibold text-slate-900">We couldn't load your profile</h2>
              <p className="text-sm text-slate-600">{getErrorMessage(profile.error)}</p>
              <Button
                variant="outline"
                onClick={() => profile.refetch()}
                disabled={profile.isFetching}
              >
                <RotateCw aria-hidden="true" /> Try Again
              </Button>
            </CardContent>
          </Card>
        ) : (
          <div className="flex flex-col gap-6">
            <ProfileCompleteness profile={profile.data} />
            <Tabs value={tab} onValueChange={selectTab}>
              {/* Five tabs do not fit one row of a phone: they wrap, each label whole. */}
              <TabsList className="flex flex-wrap gap-1 rounded-3xl sm:grid sm:gap-0 sm:rounded-full">
                {profileTabs.map((entry) => (
                  <TabsTrigger
                    key={entry.value}
                    value={entry.value}
                    className="grow basis-[30%] px-3 whitespace-nowrap sm:px-4"
                  >
                    {entry.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value={'personal' satisfies ProfileTab}>
                <div className="flex flex-col gap-6">
                  <PersonalForm profile={profile.data} />
                  <NotificationSettings />
                </div>
              </TabsContent>
              <TabsContent value={'payment' satisfies ProfileTab}>
                <PaymentTab profile={profile.data} />
              </TabsContent>
              <TabsContent value={'orders' satisfies ProfileTab}>
                <OrdersTab />
              </TabsContent>
              <TabsContent value={'bids' satisfies ProfileTab}>
                <h2 className="sr-only">My bids</h2>
                {/* The list's code loads with the tab (a chunk of the auctions feature). */}
                <Suspense fallback={<Skeleton className="h-24 rounded-2xl" />}>
                  <MyBidsList />
                </Suspense>
              </TabsContent>
              <TabsContent value={'play' satisfies ProfileTab}>
                <ResponsiblePlayTab />
              </TabsContent>
            </Tabs>
          </div>
        )}
      </div>
    </div>
  );
}
