import { Suspense, lazy, type ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { LoadingCard } from './page-states';

const GiftsOff = lazy(() => import('./gift-problem').then((module) => ({ default: module.GiftsOff })));

// Points and gifts show only when the member system is on for the member (the switch, and an
// area code not excluded); the server refuses a redemption otherwise too.
export function MemberSystemGate({ children }: { children: ReactNode }) {
  const { data: profile, isPending } = useCurrentUser();
  if (isPending) return <LoadingCard />;
  if (!profile?.showMemberSystem) {
    return (
      <Suspense fallback={<LoadingCard />}>
        <GiftsOff />
      </Suspense>
    );
  }
  return <>{children}</>;
}
