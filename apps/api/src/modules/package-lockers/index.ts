// The package lockers module: a customer's locker at each warehouse and the suite address to give
// shops. GET /package-locker and GET /state read it (a second reader makes a module: decision 027).
export { presentLocker } from './package-locker.presenter';
export type { LockerRow } from './package-locker.repository';
export { findLockersOf, lockersJson } from './package-locker.repository';
