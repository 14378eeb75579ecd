// The shipping preferences module: the option codes a customer keeps for the wizard to
// preselect (`user_shipping_preferences`, decision 041). The profile's calls and the demo seed
// use the table only through this door.
export { listShippingPreferences } from './list-shipping-preferences';
export {
  DEMO_SHIPPING_PREFERENCES,
  seedDemoShippingPreferences,
} from './seed-demo-shipping-preferences';
export type { ShippingPreferencesCaller } from './set-shipping-preferences';
export { setShippingPreferences } from './set-shipping-preferences';
export { findShippingPreferenceCodes } from './shipping-preference.repository';
