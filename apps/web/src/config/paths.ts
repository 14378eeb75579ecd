import type { Role } from '@skyparcel/domain/accounts';

/**
 * Who may open a page: anyone signed in (each account sees its own data), or only these roles.
 * A path without `access` is public. The router reads it and wraps the page in `RoleRequired`,
 * the one guard; the API refuses other callers anyway (hiding is a courtesy).
 */
export type PageAccess = 'signedIn' | readonly Role[];

const SIGNED_IN = 'signedIn' satisfies PageAccess;
const OPERATORS = ['STAFF', 'ADMIN'] as const satisfies PageAccess;
const ADMINS = ['ADMIN'] as const satisfies PageAccess;
/** Business accounts (spec section 6): EDI bookings and reports; decision 048. */
const BUSINESS = ['SHIPPER', 'SHIPPER ADMIN'] as const satisfies PageAccess;
/** A business account's administrator: the Invoices entry (spec section 6). */
const SHIPPER_ADMINS = ['SHIPPER ADMIN'] as const satisfies PageAccess;

/** The home page's sections a link may open at (the ids of their headings). */
export type HomeSection = 'prohibited-title';

/**
 * Every route string of the app (spec section 2). Matching is case-insensitive, so `/tracking`
 * opens `/Tracking` too. Components build links with `getHref`, never with literal strings.
 */
export const paths = {
  /** Home, or one of its sections by the id of its heading: `/#prohibited-title`. */
  home: {
    path: '/',
    getHref: (section?: HomeSection) => (section ? `/#${section}` : '/'),
  },
  tracking: {
    path: '/Tracking',
    /** `/Tracking?numbers=A,B`: commas stay readable; each number is encoded on its own. */
    getHref: (numbers: readonly string[] = []) =>
      numbers.length === 0
        ? '/Tracking'
        : `/Tracking?numbers=${numbers.map(encodeURIComponent).join(',')}`,
  },
  aboutUs: { path: '/aboutus', getHref: () => '/aboutus' },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  faqs: { path: '/faqs', getHref: () => '/faqs' },
  /** The application entry page of the old portal; it shows the home page. */
  app: { path: '/_app', getHref: () => '/_app' },
  /** Open the login and bot login modals over the home page. */
  login: { path: '/login', getHref: () => '/login' },
  botLogin: { path: '/botlogin', getHref: () => '/botlogin' },
  /** Callback of the loyalty programme's single sign-on. */
  authSuccess: { path: '/authsuccess', getHref: () => '/authsuccess' },
  /** The profile, or one of its sections: `/profile#cards` (decision 048). */
  profile: {
    path: '/profile',
    access: SIGNED_IN,
    getHref: (section?: string) =>
      section ? `/profile#${encodeURIComponent(section)}` : '/profile',
  },
  /**
   * Where an e-mail's unsubscribe link lands, signed in or not: `/unsubscribe?key=…` (not
   * `token`: the sign-in modals take that one for the e-mail confirmation link).
   */
  unsubscribe: {
    path: '/unsubscribe',
    getHref: (token: string) => `/unsubscribe?key=${encodeURIComponent(token)}`,
  },
  ediBooking: { path: '/edi-booking', access: BUSINESS, getHref: () => '/edi-booking' },
  /** My Suite: `/my-suite?warehouse=…&tab=actionRequired&keyword=…&page=2`. */
  mySuite: {
    path: '/my-suite',
    access: SIGNED_IN,
    getHref: (
      search: { warehouse?: string; tab?: string; keyword?: string; page?: number } = {},
    ) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(search)) {
        if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) {
          params.set(name, String(value));
        }
      }
      const query = params.toString();
      return query ? `/my-suite?${query}` : '/my-suite';
    },
  },
  /** One package of My Suite; the warehouse is part of the API's address of a package. */
  suitePackage: {
    path: '/my-suite/:warehouseId/packages/:packageId',
    access: SIGNED_IN,
    getHref: (warehouseId: string, packageId: string) =>
      `/my-suite/${encodeURIComponent(warehouseId)}/packages/${encodeURIComponent(packageId)}`,
  },
  myPackageLockers: {
    path: '/my-package-lockers',
    access: SIGNED_IN,
    getHref: () => '/my-package-lockers',
  },
  /**
   * The start-shipment wizard for packages of one warehouse: `/ship?warehouseId=…&packageIds=a,b`
   * (spec section 2). The ids come from My Suite's Ready to send selection.
   */
  ship: {
    path: '/ship',
    access: SIGNED_IN,
    getHref: (search: { warehouseId: string; packageIds: readonly string[] }) => {
      const params = new URLSearchParams({
        warehouseId: search.warehouseId,
        packageIds: search.packageIds.join(','),
      });
      return `/ship?${params.toString()}`;
    },
  },
  /**
   * The cart: the customer's unpaid ship requests of every warehouse (spec section 2);
   * `/cart?invoice=<id>` shows only that invoice, to pay it (an invoice's Pay now).
   */
  cart: {
    path: '/cart',
    access: SIGNED_IN,
    getHref: (invoiceId?: string) =>
      invoiceId ? `/cart?invoice=${encodeURIComponent(invoiceId)}` : '/cart',
  },
  /** Where the payment gateway sends the customer back: `/payment?orderCode=PAY-…`. */
  payment: {
    path: '/payment',
    access: SIGNED_IN,
    getHref: (orderCode: string) => `/payment?orderCode=${encodeURIComponent(orderCode)}`,
  },
  /** The company's invoices (SHIPPER ADMIN, decision 051): `/invoices?paymentStatus=unpaid`. */
  invoices: {
    path: '/invoices',
    access: SHIPPER_ADMINS,
    getHref: (filter: Record<string, string | number | undefined> = {}) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filter)) {
        if (
          value !== undefined &&
          value !== '' &&
          !(name === 'page' && value === 1) &&
          name !== 'pageSize'
        ) {
          params.set(name, String(value));
        }
      }
      const query = params.toString();
      return query ? `/invoices?${query}` : '/invoices';
    },
  },
  /** The company's reports (decision 055); the filter is in the address. */
  reports: {
    path: '/reports',
    access: BUSINESS,
    getHref: (
      filter: Partial<Record<'dateFrom' | 'dateTo' | 'origin' | 'destination', string>> = {},
    ) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filter)) {
        if (value) {
          params.set(name, value);
        }
      }
      const query = params.toString();
      return query ? `/reports?${query}` : '/reports';
    },
  },
  /** My History: the customer's invoices and pending payments per warehouse (decision 050). */
  myHistory: { path: '/my-history', access: SIGNED_IN, getHref: () => '/my-history' },
  adminRedirect: { path: '/admin-redirect', getHref: () => '/admin-redirect' },
  serviceReturnInvoice: {
    path: '/service-return-invoice',
    access: SIGNED_IN,
    getHref: (invoiceId?: string) =>
      invoiceId
        ? `/service-return-invoice?id=${encodeURIComponent(invoiceId)}`
        : '/service-return-invoice',
  },
  shippingInvoice: {
    path: '/shipping-invoice',
    access: SIGNED_IN,
    getHref: (invoiceId?: string) =>
      invoiceId ? `/shipping-invoice?id=${encodeURIComponent(invoiceId)}` : '/shipping-invoice',
  },
  /**
   * One shipment's timeline: `/delivery-status?order=XWF…` (the suite and the status
   * e-mails link here; spec section 2 lets it skip the admin-return rule).
   */
  deliveryStatus: {
    path: '/delivery-status',
    access: SIGNED_IN,
    getHref: (orderNumber?: string) =>
      orderNumber
        ? `/delivery-status?order=${encodeURIComponent(orderNumber)}`
        : '/delivery-status',
  },
  manualCreditInvoice: {
    path: '/manual-credit-invoice',
    access: SIGNED_IN,
    getHref: (invoiceId?: string) =>
      invoiceId
        ? `/manual-credit-invoice?id=${encodeURIComponent(invoiceId)}`
        : '/manual-credit-invoice',
  },
  /** The staff console (STAFF and ADMIN): receiving a package at the clerk's warehouse. */
  staff: { path: '/staff', access: OPERATORS, getHref: () => '/staff' },
  /** Staff package search: `/staff/packages?suite=…&status=…&from=…&to=…&retailer=…&page=2`. */
  staffPackages: {
    path: '/staff/packages',
    access: OPERATORS,
    getHref: (search: Record<string, string | number | undefined> = {}) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(search)) {
        // Page 1 and empty filters stay out of the address.
        if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) {
          params.set(name, String(value));
        }
      }
      const query = params.toString();
      return query ? `/staff/packages?${query}` : '/staff/packages';
    },
  },
  staffPackage: {
    path: '/staff/packages/:packageId',
    access: OPERATORS,
    getHref: (packageId: string) => `/staff/packages/${encodeURIComponent(packageId)}`,
  },
  /** The packing queue (issue 12): `/staff/packing?warehouse=…&status=paid|preparing|packed`. */
  staffPacking: {
    path: '/staff/packing',
    access: OPERATORS,
    getHref: (search: { warehouse?: string; status?: string } = {}) => {
      const params = new URLSearchParams();
      if (search.warehouse) {
        params.set('warehouse', search.warehouse);
      }
      if (search.status) {
        params.set('status', search.status);
      }
      const query = params.toString();
      return query ? `/staff/packing?${query}` : '/staff/packing';
    },
  },
  /** One ship request's packing screen: checklist, photos, boxes, labels. */
  staffPackingRequest: {
    path: '/staff/packing/:shipRequestId',
    access: OPERATORS,
    getHref: (shipRequestId: string) => `/staff/packing/${encodeURIComponent(shipRequestId)}`,
  },
  /** Tracking scans (issue 12): record and correct a shipment's events, import, CAWBs. */
  staffScans: { path: '/staff/scans', access: OPERATORS, getHref: () => '/staff/scans' },
  /**
   * Identity checks (issue 14): `/staff/identities?status=pending&page=2`, one with `&user=<id>`.
   */
  staffIdentities: {
    path: '/staff/identities',
    access: OPERATORS,
    getHref: (query: { status?: string; user?: string; page?: number } = {}) => {
      const search = new URLSearchParams(
        Object.entries(query)
          .filter(([name, value]) => Boolean(value) && !(name === 'page' && value === 1))
          .map(([name, value]) => [name, String(value)]),
      ).toString();
      return search ? `/staff/identities?${search}` : '/staff/identities';
    },
  },
  /** The operator's user management (ADMIN): `/admin/users?status=pending&keyword=…&page=2`. */
  adminUsers: {
    path: '/admin/users',
    access: ADMINS,
    getHref: (search: { status?: string; keyword?: string; page?: number } = {}) => {
      const params = new URLSearchParams();
      if (search.status && search.status !== 'all') {
        params.set('status', search.status);
      }
      if (search.keyword) {
        params.set('keyword', search.keyword);
      }
      if (search.page && search.page > 1) {
        params.set('page', String(search.page));
      }
      const query = params.toString();
      return query ? `/admin/users?${query}` : '/admin/users';
    },
  },
  /** The operators' price data (ADMIN, decision 040): rate cards, fees, storage, rates, customs. */
  adminPrices: {
    path: '/admin/prices',
    access: ADMINS,
    getHref: () => '/admin/prices',
  },
  /** The latest-offers e-mail (ADMIN, decision 056): written per language, sent once. */
  adminOffers: {
    path: '/admin/offers',
    access: ADMINS,
    getHref: () => '/admin/offers',
  },
  /** Site traffic (ADMIN, decision 065): `/admin/traffic?from=2026-01-01&to=2026-01-31`. */
  adminTraffic: {
    path: '/admin/traffic',
    access: ADMINS,
    getHref: (period: { from?: string; to?: string } = {}) => {
      const params = new URLSearchParams();
      if (period.from) {
        params.set('from', period.from);
      }
      if (period.to) {
        params.set('to', period.to);
      }
      const query = params.toString();
      return query ? `/admin/traffic?${query}` : '/admin/traffic';
    },
  },
  /** The server's health in numbers: outbox, passes, pool, errors, build (ADMIN, decision 066). */
  adminSystem: {
    path: '/admin/system',
    access: ADMINS,
    getHref: () => '/admin/system',
  },
  /** The background jobs on the shared queue, with Run now (ADMIN, decision 069). */
  adminJobs: {
    path: '/admin/jobs',
    access: ADMINS,
    getHref: () => '/admin/jobs',
  },
  /** The operators' invoices (ADMIN, decision 051): `/admin/invoices?customerId=…&page=2`. */
  adminInvoices: {
    path: '/admin/invoices',
    access: ADMINS,
    getHref: (filter: Record<string, string | number | undefined> = {}) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filter)) {
        // Page 1, the default page size and empty filters stay out of the address.
        if (
          value !== undefined &&
          value !== '' &&
          !(name === 'page' && value === 1) &&
          name !== 'pageSize'
        ) {
          params.set(name, String(value));
        }
      }
      const query = params.toString();
      return query ? `/admin/invoices?${query}` : '/admin/invoices';
    },
  },
  /**
   * The operators' business applications (ADMIN, issue 15): `/admin/business-applications?status=
   * pending`, one with `&application=<id>`.
   */
  adminBusinessApplications: {
    path: '/admin/business-applications',
    access: ADMINS,
    getHref: (query: { status?: string; application?: string } = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return search ? `/admin/business-applications?${search}` : '/admin/business-applications';
    },
  },
  adminUser: {
    path: '/admin/users/:userId',
    access: ADMINS,
    getHref: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
  },
} as const;

export type PathName = keyof typeof paths;

/** The paths some people may not open: each has `access`. */
export type GuardedPathName = {
  [Name in PathName]: (typeof paths)[Name] extends { access: PageAccess } ? Name : never;
}[PathName];

export const GUARDED_PATHS = (Object.keys(paths) as PathName[]).filter(
  (name): name is GuardedPathName => 'access' in paths[name],
);
