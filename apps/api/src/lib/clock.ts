/**
 * What a use case asks for the time: the server passes `systemClock`, a test a fixed date, so a
 * rule about days (storage, reminders) is tested without a server or a fake timer.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
