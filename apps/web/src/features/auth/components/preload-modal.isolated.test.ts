import { expect, test, vi } from 'vitest';
import { preloadModal } from './auth-modals';

// Each modal module records when it is first evaluated, as the browser downloads it.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./login-modal', () => {
  loaded.add('login');
  return { LoginModal: () => null };
});
vi.mock('./bot-login-modal', () => {
  loaded.add('botlogin');
  return { BotLoginModal: () => null };
});

test('a page opened without a modal parameter loads no modal code before its first render', async () => {
  preloadModal('?lang=fr');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(loaded.size).toBe(0);
});

test('a page opened by /?botlogin starts the bot login code before its first render', async () => {
  preloadModal('?botlogin');
  await vi.waitFor(() => expect(loaded.has('botlogin')).toBe(true));
  expect(loaded.has('login')).toBe(false);
});

test('a page opened by /?login starts the Login modal code before its first render', async () => {
  preloadModal('?lang=ar-AE&login');
  await vi.waitFor(() => expect(loaded.has('login')).toBe(true));
});
