import { type AccountType, ROLES } from '@skyparcel/domain/accounts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { warehouses } from './reference';

export const role = pgEnum('role', ROLES);

/** A business account (shipperType Company); its Customer ID (agent code) is issued by an admin. */
export const companies = pgTable('companies', {
  id: id(),
  name: text().notNull(),
  customerId: text().unique(),
  /** The trade license on file (issue 15): an expired one blocks new bookings. */
  tradeLicenseNumber: text(),
  tradeLicenseExpiresOn: date({ mode: 'string' }),
  /**
   * The expiry date the 30-day reminder was sent for: once per license, and a renewed license
   * (a new date) is reminded again.
   */
  tradeLicenseReminderSentFor: date({ mode: 'string' }),
  createdAt: createdAt(),
});

/**
 * A person or integration that signs in. Sign-in state (sessions, one-time codes, lockout) lives
 * in tables of its own, added with the sign-in issue.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased and trimmed; unique. */
    email: text().notNull().unique(),
    firstName: text().notNull(),
    middleName: text(),
    lastName: text().notNull(),
    /** Spec section 3, Profile: day, month and year, stored as a calendar date (issue 14). */
    dateOfBirth: date({ mode: 'string' }),
    /** The country the customer registers in (spec section 3, Profile); ISO code. */
    registeredCountryCode: char({ length: 2 }),
    /**
     * A new e-mail waiting for its link (issue 14, decision 047): the account keeps `email` until
     * the link sent here is opened; null when no change waits.
     */
    pendingEmail: text(),
    /** Argon2id (PHC string); null for an invited user who has not set a password yet. */
    passwordHash: text(),
    role: role().notNull().default('CUSTOMER'),
    companyId: uuid().references(() => companies.id),
    shipperType: text().notNull().default('Company'),
    baseCarrier: text().notNull().default('WF'),
    /**
     * The Sign Up modal's third step (issue 15, decision 052): Business sends the first sign-in to
     * the business application form until one is sent. What the user chose, kept as chosen.
     */
    signupAccountType: text().$type<AccountType>().notNull().default('Personal'),
    airlineCode: text(),
    targetCurrency: char({ length: 3 }).notNull().default('USD'),
    isActive: boolean().notNull().default(true),
    isApproved: boolean().notNull().default(false),
    isRejected: boolean().notNull().default(false),
    /**
     * An operator (ADMIN) rejected or deactivated the account: only an operator lifts that, never
     * the company's SHIPPER ADMIN (issue 27). Cleared when an operator approves or reactivates.
     */
    heldByOperator: boolean().notNull().default(false),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    receiveOffersAndPromotions: boolean().notNull().default(false),
    /**
     * Whether the customer wants an e-mail at each shipment status (issue 12; the preference
     * screen comes with issue 14). The delivered e-mail is sent whatever it says.
     */
    shipmentStatusEmails: boolean().notNull().default(true),
    /**
     * Whether the customer wants the receipt e-mailed after each payment (issue 14, notification
     * kinds). A receipt the customer asks for again is sent whatever it says.
     */
    invoicePaymentEmails: boolean().notNull().default(true),
    preferredLocale: text().notNull().default('en-US'),
    /** The customer's suite number, given on approval ('SP' + 6 digits); shops see it in the address. */
    suiteNumber: text().unique(),
    /**
     * When the customer closed the first-time suite address screen; null while it should greet
     * them (spec section 3, user state `firstTime`). Kept here so it follows them to any device.
     */
    suiteGreetingSeenAt: timestamp({ withTimezone: true }),
    /**
     * Wrong passwords in a row from any address: the per-account ceiling (ADR 021). A streak from
     * one address locks only that address (`sign_in_lockouts`); this larger one locks everywhere.
     */
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /**
     * Staff and admin second factor: the TOTP secret, encrypted with a key derived from
     * AUTH_SECRET (never stored in clear); null until the authenticator is enrolled.
     */
    totpSecretEncrypted: text(),
    /** The last accepted TOTP time step, so one code cannot be used twice. */
    totpLastStep: integer(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A business user sees their company's things (decision 053): the viewer rule's subquery
  // finds the company's users by this index.
  (table) => [
    index().on(table.companyId),
    // A customer id in the operators' invoice list is compared in any letter case (decision 073).
    index('users_upper_suite_number_index').on(sql`upper(${table.suiteNumber})`),
  ],
);

/**
 * The second step of a local sign-in: a 6-digit code e-mailed after the password step. Only a
 * keyed hash is stored; attempts are counted in the database so parallel guesses cannot pass
 * the limit; a new challenge voids the user's older ones.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    voidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);

/**
 * Wrong passwords for one account from one client address (ADR 021): 10 in a row lock that pair
 * for a while, so an attacker elsewhere cannot lock the owner out. Each try is claimed by one
 * upsert before the password is checked, so parallel guesses cannot pass the limit.
 */
export const signInLockouts = pgTable(
  'sign_in_lockouts',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientAddress: text().notNull(),
    failedCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clientAddress] })],
);

/**
 * A signed-in session: the bearer token's SHA-256 (the token itself is never stored). A refresh
 * makes a new row of the same family and gives the old token a short grace (ADR 021).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** One sign-in: every token a refresh made from it shares this; logout ends them all. */
    familyId: uuid().notNull().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Set when an operator opened the portal as this customer (admin return); who it was. */
    actingAdminId: uuid().references(() => users.id),
    /** When a refresh replaced this token; it then lives only until the grace ends. */
    replacedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.familyId)],
);

export const emailTokenPurpose = pgEnum('email_token_purpose', [
  'confirm_email',
  'set_password',
  /** The link sent to a new address from the profile (issue 14); it replaces the e-mail. */
  'change_email',
]);

/** Links sent by e-mail (confirm the address, set a password): only the SHA-256 is stored. */
export const emailTokens = pgTable('email_tokens', {
  id: id(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: emailTokenPurpose().notNull(),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** Earlier password hashes, so a reset cannot reuse one ('The password provided has been used previously'). */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);

/** A customer's locker at one warehouse, made when the account is approved. */
export const packageLockers = pgTable(
  'package_lockers',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.userId, table.warehouseId)],
);

/** Who changed what on an account, and when (operator actions, admin return). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid().references(() => users.id),
    action: text().notNull(),
    targetUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.targetUserId, table.createdAt)],
);

/** A loyalty-programme member linked to a portal user: matched by issuer and subject, never by e-mail. */
export const loyaltyIdentities = pgTable(
  'loyalty_identities',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programme: text().notNull(),
    issuer: text().notNull(),
    subject: text().notNull(),
    /** As the provider last reported it; informative only. */
    email: text(),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.issuer, table.subject)],
);

/**
 * One loyalty sign-in in flight (authorization code with PKCE): keyed by the OAuth `state`,
 * holding the nonce and the code verifier until the provider returns; single use.
 */
export const loyaltySignIns = pgTable('loyalty_sign_ins', {
  id: id(),
  programme: text().notNull(),
  stateHash: text().notNull().unique(),
  nonce: text().notNull(),
  codeVerifier: text().notNull(),
  callbackUrl: text().notNull(),
  locale: text().notNull().default('en-US'),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  consumedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A first-time loyalty member between the provider's answer and the end of the 3-step account
 * creation: the verified issuer/subject and the claims, behind a one-time token (SHA-256 stored).
 */
export const loyaltyEnrolments = pgTable('loyalty_enrolments', {
  id: id(),
  programme: text().notNull(),
  tokenHash: text().notNull().unique(),
  issuer: text().notNull(),
  subject: text().notNull(),
  claims: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  consumedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** Admin return: a one-time code an operator exchanges for a session as the customer (SHA-256 stored). */
export const adminReturnCodes = pgTable('admin_return_codes', {
  id: id(),
  codeHash: text().notNull().unique(),
  adminUserId: uuid()
    .notNull()
    .references(() => users.id),
  customerUserId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});
