/**
 * localStorage key of the last keydown or mousedown, shared by every tab of the portal. A module
 * of its own: the start-up code reads it without the idle rules (and the domain's schemas).
 */
export const LAST_ACTIVITY_STORAGE_KEY = 'lastActivityAt';
