import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LINK_PREFETCH_MARGIN_PX } from '@/config/link-prefetch';
import { routePreloader, setRoutePreloader } from '@/lib/route-prefetch';
import { saveSession } from '@/lib/session-token';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AppLink, AppNavLink } from './app-link';

/**
 * jsdom lays nothing out, so this stands in for the browser's IntersectionObserver: each watched
 * link sits `distance` px below the viewport, and the observer reports it intersecting, as a
 * browser does, once that distance is within its `rootMargin`.
 */
class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | undefined;
  readonly watched = new Set<Element>();
  readonly rootMargin: string;
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.latest = this;
  }

  observe(target: Element) {
    this.watched.add(target);
  }

  unobserve(target: Element) {
    this.watched.delete(target);
  }

  disconnect() {
    this.watched.clear();
  }

  /** The page scrolled: every watched link is now `distance` px below the viewport's edge. */
  scrollTo(distance: number) {
    const margin = Number.parseFloat(this.rootMargin);
    const entries = [...this.watched].map(
      (target) => ({ target, isIntersecting: distance <= margin }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) {
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
}

function currentObserver(): FakeIntersectionObserver {
  const observer = FakeIntersectionObserver.latest;
  if (!observer) {
    throw new Error('no link is watched');
  }
  return observer;
}

/** The code of three pages, as the router fetches them; counts each page's downloads. */
function pageLoads() {
  const loads = { faqs: vi.fn(async () => ({})), package: vi.fn(async () => ({})) };
  const profile = vi.fn(async () => ({}));
  setRoutePreloader(
    routePreloader([
      { path: '/faqs', load: loads.faqs, isGuarded: false },
      { path: '/my-suite/:warehouseId/packages/:packageId', load: loads.package, isGuarded: true },
      { path: '/profile', load: profile, isGuarded: true },
    ]),
  );
  return { ...loads, profile };
}

/** Lets the idle callback the fetch waits for run (jsdom has no requestIdleCallback). */
const afterIdle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

test(`a link fetches its page's code once it is within ${LINK_PREFETCH_MARGIN_PX} px of the viewport, and only once`, async () => {
  const loads = pageLoads();
  renderWithProviders(
    <>
      <AppLink to="/faqs">FAQs</AppLink>
      <AppLink to="/faqs#shipping">Shipping questions</AppLink>
    </>,
  );
  expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
  const observer = currentObserver();
  expect(observer.rootMargin).toBe('200px');

  observer.scrollTo(LINK_PREFETCH_MARGIN_PX + 1);
  await afterIdle();
  expect(loads.faqs).not.toHaveBeenCalled();

  observer.scrollTo(LINK_PREFETCH_MARGIN_PX);
  await waitFor(() => expect(loads.faqs).toHaveBeenCalledTimes(1));
  // Both links came near, and each is watched no more: the page was fetched once.
  expect(observer.watched.size).toBe(0);
  observer.scrollTo(0);
  await afterIdle();
  expect(loads.faqs).toHaveBeenCalledTimes(1);
});

test('links to many pages of one route fetch its code once; a signed-out visitor never fetches a guarded page', async () => {
  const loads = pageLoads();
  const { unmount } = renderWithProviders(
    <>
      <AppLink to="/my-suite/wh-us/packages/pkg-1">PK1</AppLink>
      <AppLink to="/my-suite/wh-us/packages/pkg-2">PK2</AppLink>
    </>,
  );
  currentObserver().scrollTo(0);
  await afterIdle();
  expect(loads.package).not.toHaveBeenCalled();
  unmount();

  saveSession('customer-token', '2099-01-01T00:00:00.000Z');
  renderWithProviders(
    <>
      <AppLink to="/my-suite/wh-us/packages/pkg-1">PK1</AppLink>
      <AppLink to="/My-Suite/wh-us/packages/pkg-2">PK2</AppLink>
    </>,
  );
  currentObserver().scrollTo(0);
  await waitFor(() => expect(loads.package).toHaveBeenCalledTimes(1));
  await afterIdle();
  expect(loads.package).toHaveBeenCalledTimes(1);
  expect(loads.faqs).not.toHaveBeenCalled();
});

test.each([
  ['asks to save data', { saveData: true, effectiveType: '4g' }],
  ['is on 2G', { saveData: false, effectiveType: '2g' }],
  ['is on slow 2G', { effectiveType: 'slow-2g' }],
])('nothing is fetched ahead for a visitor who %s', async (_, connection) => {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  const loads = pageLoads();
  renderWithProviders(<AppLink to="/faqs">FAQs</AppLink>);
  currentObserver().scrollTo(0);
  await afterIdle();
  expect(loads.faqs).not.toHaveBeenCalled();
});

test('a page whose download failed is fetched by the next link that comes near', async () => {
  saveSession('customer-token', '2099-01-01T00:00:00.000Z');
  const loads = pageLoads();
  loads.profile.mockRejectedValueOnce(new Error('offline'));
  const { unmount } = renderWithProviders(<AppLink to="/profile">Profile</AppLink>);
  currentObserver().scrollTo(0);
  await waitFor(() => expect(loads.profile).toHaveBeenCalledTimes(1));
  unmount();

  renderWithProviders(<AppLink to="/profile#cards">Saved cards</AppLink>);
  currentObserver().scrollTo(0);
  await waitFor(() => expect(loads.profile).toHaveBeenCalledTimes(2));
});

// The links are the app's own anchors, not react-router's <Link> (decision 068): they must
// still navigate inside the app, leave modified clicks to the browser, and mark the menu's page.
test('a click opens the page in the app; a modified click or a handler that prevents it does not', async () => {
  const onClick = vi.fn();
  renderWithProviders(
    <>
      <AppLink to="/faqs" state={{ from: 'home' }} onClick={onClick}>
        FAQs
      </AppLink>
      <AppLink to="/Tracking" onClick={(event) => event.preventDefault()}>
        Tracking
      </AppLink>
    </>,
  );
  // Whether the app took each click; then jsdom, which cannot open a new document, is stopped.
  const taken: boolean[] = [];
  const recordClick = (event: MouseEvent) => {
    taken.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', recordClick);
  try {
    const faqs = screen.getByRole('link', { name: 'FAQs' });
    // A new tab is the browser's business: the app leaves the click alone and stays put.
    fireEvent.click(faqs, { ctrlKey: true });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    fireEvent.click(screen.getByRole('link', { name: 'Tracking' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    fireEvent.click(faqs);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/faqs'));
    expect(taken).toEqual([false, true, true]);
    expect(onClick).toHaveBeenCalledTimes(2);
  } finally {
    document.removeEventListener('click', recordClick);
  }
});

test('a menu link is the current page on its path and below it, whatever the case', () => {
  renderWithProviders(
    <nav>
      <AppNavLink to="/" className="site-nav__link">
        Home
      </AppNavLink>
      <AppNavLink to="/my-suite" className="site-nav__link">
        My suite
      </AppNavLink>
      <AppNavLink to="/faqs" className="site-nav__link">
        FAQs
      </AppNavLink>
    </nav>,
    { route: '/My-Suite/wh-us' },
  );
  const suite = screen.getByRole('link', { name: 'My suite' });
  expect(suite).toHaveAttribute('aria-current', 'page');
  expect(suite).toHaveClass('site-nav__link', 'active');
  for (const name of ['Home', 'FAQs']) {
    const other = screen.getByRole('link', { name });
    expect(other).not.toHaveAttribute('aria-current');
    expect(other).toHaveAttribute('class', 'site-nav__link');
  }
});
