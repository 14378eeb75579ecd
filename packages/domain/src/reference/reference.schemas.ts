import { z } from 'zod';

/** Page and keyword of list calls (spec section 7: most list calls accept keyword and page). */
export const ListQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}
/** One page of a list, as `pageOf(item)` answers it; for callers that need only the type. */
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

/**
 * How many matches an operator's list counts at most (decision 073): counting every one of a
 * million packages or half a million invoices took 90 to 330 ms and grows with the table, while
 * nobody pages past a few hundred rows; past the cap the screen says "10,000+".
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * A page whose `total` stops at `LIST_COUNT_CAP`, or at the end of the page asked for when that
 * is further: `isTotalCapped` says more than `total` match.
 */
export function cappedPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({ isTotalCapped: z.boolean() });
}
export type CappedPage<T> = Page<T> & { isTotalCapped: boolean };

export const CountryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'validation.countryCode')
  .transform((code) => code.toUpperCase());

export const CountrySchema = z.object({
  code: z.string(),
  /** The stored English name. */
  name: z.string(),
  dialCode: z.string(),
  /** '+965 KW' */
  phoneLabel: z.string(),
  isDestination: z.boolean(),
  isShoppingCountry: z.boolean(),
});
export type Country = z.infer<typeof CountrySchema>;

/** A country in a list a visitor picks from: also named in the caller's language (Accept-Language or `lang`). */
export const NamedCountrySchema = CountrySchema.extend({ localName: z.string() });
export type NamedCountry = z.infer<typeof NamedCountrySchema>;

export const WarehouseSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  currency: z.string(),
  address: z.object({
    street: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string().nullable(),
    zip: z.string(),
    phone: z.string(),
  }),
  freeStorageDays: z.number().int(),
  /** Volumetric divisor and units follow the warehouse's country habit (in/lb or cm/kg). */
  unitSystem: z.enum(['imperial', 'metric']),
});
export type Warehouse = z.infer<typeof WarehouseSchema>;

export const AirportSchema = z.object({
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
  primaryCity: z.string(),
  isOrigin: z.boolean(),
  isDestination: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
  isClosed: z.boolean(),
});
export type Airport = z.infer<typeof AirportSchema>;

export const ProductTypeSchema = z.object({ code: z.string(), name: z.string() });
export type ProductType = z.infer<typeof ProductTypeSchema>;

export const ITEM_RESTRICTION_KINDS = ['prohibited', 'restricted'] as const;
export const ProhibitedItemSchema = z.object({
  id: z.string(),
  kind: z.enum(ITEM_RESTRICTION_KINDS),
  name: z.string(),
  note: z.string(),
  shoppingCountryCode: z.string().nullable(),
  deliveryCountryCode: z.string(),
});
export type ProhibitedItem = z.infer<typeof ProhibitedItemSchema>;

export const FaqSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;

export const LanguageOptionSchema = z.object({ languageCode: z.string(), display: z.string() });
export type LanguageOption = z.infer<typeof LanguageOptionSchema>;
