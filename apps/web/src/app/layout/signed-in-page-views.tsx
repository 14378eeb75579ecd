import { useCurrentUser } from '@/features/auth/api/get-user';
import { PageViewTelemetry } from '@/features/telemetry/components/page-view-telemetry';

/**
 * Page views of a signed-in user carry their role, and the telemetry's authenticated user is
 * their opaque id (the account's random UUID). Loaded only once somebody signs in, as the
 * account's query (and the API client) are no part of a visitor's first page.
 */
export function SignedInPageViews() {
  const { data: user, isPending } = useCurrentUser();
  const viewer = isPending ? undefined : user ? { id: user.id, role: user.role } : null;
  return <PageViewTelemetry isSignedIn viewer={viewer} />;
}
