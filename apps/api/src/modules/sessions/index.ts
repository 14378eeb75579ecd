// The sessions module: the bearer-token sessions (`sessions`) every signed-in call runs on, from
// opening to refresh, logout and the end of all of a user's sessions. The auth plugin and the
// sign-in features reach them only through this door (docs/decisions/027).
export { endUserSessions } from './end-user-sessions';
export {
  createSession,
  findLiveSession,
  hashToken,
  openSession,
  revokeSession,
  revokeUserSessions,
  rotateSession,
  touchSession,
} from './session-store';
