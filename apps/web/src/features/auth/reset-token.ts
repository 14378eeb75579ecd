/** localStorage key of the password-reset token from the e-mailed link (spec section 3). */
export const RESET_TOKEN_STORAGE_KEY = 'resetToken';

// Where storage is refused (some private modes), the token lives as long as the page does.
let tokenInMemory: string | null = null;

export function readResetToken(): string | null {
  try {
    return window.localStorage.getItem(RESET_TOKEN_STORAGE_KEY) ?? tokenInMemory;
  } catch {
    return tokenInMemory;
  }
}

export function storeResetToken(token: string): void {
  try {
    window.localStorage.setItem(RESET_TOKEN_STORAGE_KEY, token);
    tokenInMemory = null;
  } catch {
    tokenInMemory = token;
  }
}

/** A spent or refused token must not be offered again. */
export function removeResetToken(): void {
  tokenInMemory = null;
  try {
    window.localStorage.removeItem(RESET_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
