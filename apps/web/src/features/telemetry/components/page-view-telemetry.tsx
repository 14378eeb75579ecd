import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { pageViewNameOf } from '../page-view-name';
import {
  isTelemetryOn,
  PAGE_VIEW_DELAY_MS,
  setTelemetryUser,
  trackPageView,
} from '../telemetry-loader';

/** Who is looking: the signed-in user's opaque id and role. */
export type TelemetryViewer = { id: string; role: string };

export type PageViewTelemetryProps = {
  isSignedIn: boolean;
  /** Undefined while the signed-in user loads: the page view waits for the role. */
  viewer: TelemetryViewer | null | undefined;
};

/**
 * Kept outside the component: signing in or out swaps the layout's tracker, and the page on
 * screen must not be counted twice for it.
 */
const sent = { view: '', uri: '' };

/**
 * A page view 500 ms after each route change (spec §9, the SDK's own history delay), named by
 * the route pattern. A route left sooner (a redirect) is not counted. Query-only changes (a
 * tab, a filter, a page of a list) are the same page, except opening registration.
 */
export function PageViewTelemetry({ isSignedIn, viewer }: PageViewTelemetryProps) {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const { name, uri } = pageViewNameOf(pathname, search);
  const viewKey = `${pathname.toLowerCase()} ${name}`;
  const isViewerKnown = !isSignedIn || viewer !== undefined;
  const latest = useRef({ name, uri, locale, isSignedIn, viewer });
  latest.current = { name, uri, locale, isSignedIn, viewer };
  const viewerId = viewer === undefined ? undefined : (viewer?.id ?? null);

  useEffect(() => {
    if (viewerId !== undefined) {
      setTelemetryUser(viewerId);
    }
  }, [viewerId]);

  useEffect(() => {
    if (!isViewerKnown || sent.view === viewKey || !isTelemetryOn()) {
      return;
    }
    const timer = setTimeout(() => {
      const now = latest.current;
      const role = now.viewer?.role;
      trackPageView({
        name: now.name,
        uri: now.uri,
        refUri: sent.uri,
        properties: {
          language: now.locale,
          signedIn: now.isSignedIn ? 'true' : 'false',
          ...(role ? { role } : {}),
        },
      });
      sent.view = viewKey;
      sent.uri = now.uri;
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [viewKey, isViewerKnown]);

  return null;
}
