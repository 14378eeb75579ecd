/**
 * Where the service runs (spec section 1): the warehouses' countries, where customers get a suite
 * address, and the countries we deliver to; the pages that name them in text show these flags.
 */
export const SUITE_COUNTRY_CODES = ['US', 'GB', 'AE'] as const;
export const DESTINATION_COUNTRY_CODES = ['AE', 'KW', 'SA'] as const;
