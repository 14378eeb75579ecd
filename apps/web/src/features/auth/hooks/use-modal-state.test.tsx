import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, test } from 'vitest';
import { RESET_TOKEN_STORAGE_KEY } from '../reset-token';
import { getModalSearch, getModalState, useModalState } from './use-modal-state';
import { useResetTokenLink } from './use-reset-token-link';

const params = (search: string) => new URLSearchParams(search);

describe('getModalState', () => {
  test.each([
    ['', 'None'],
    ['?lang=fr', 'None'],
    ['?login', 'Login'],
    ['?register', 'Register'],
    ['?createAccount=signup', 'Register'],
    ['?createAccount=other', 'None'],
    ['?botlogin', 'BotLogin'],
    ['?token=abc', 'LoginLocal'],
    ['?resetToken=xyz', 'ChooseNewPassword'],
    ['?login&resetToken=xyz', 'ChooseNewPassword'],
    ['?token=abc&register', 'LoginLocal'],
    ['?token=', 'None'],
  ] as const)('%s opens %s', (search, expected) => {
    expect(getModalState(params(search), null)).toBe(expected);
  });

  test('reads the modals without a parameter from the history entry', () => {
    expect(getModalState(params(''), { modal: 'PendingEmailConfirmation' })).toBe(
      'PendingEmailConfirmation',
    );
    expect(getModalState(params(''), { modal: 'Nonsense' })).toBe('None');
    expect(getModalState(params('?login'), { modal: 'PendingEmailConfirmation' })).toBe('Login');
    expect(getModalState(params(''), { modal: 'ForgotPassword' })).toBe('ForgotPassword');
    expect(getModalState(params(''), { modal: 'ForgotPasswordPasswordChanged' })).toBe(
      'ForgotPasswordPasswordChanged',
    );
  });
});

describe('getModalSearch', () => {
  test('keeps other parameters and replaces the modal ones', () => {
    expect(getModalSearch(params('?lang=fr&register'), 'Login')).toBe('?lang=fr&login');
    expect(getModalSearch(params('?token=abc'), 'None')).toBe('');
    expect(getModalSearch(params(''), 'BotLogin')).toBe('?botlogin');
  });
});

function renderModalState(route: string) {
  function wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  }
  return renderHook(
    () => {
      useResetTokenLink();
      return { modal: useModalState(), location: useLocation() };
    },
    { wrapper },
  );
}

describe('useModalState', () => {
  test('opens a modal on the current page and closes it again', () => {
    const { result } = renderModalState('/faqs?lang=no');
    expect(result.current.modal.modalState).toBe('None');

    act(() => result.current.modal.openModal('Login'));
    expect(result.current.location.pathname).toBe('/faqs');
    expect(result.current.location.search).toBe('?lang=no&login');
    expect(result.current.modal.modalState).toBe('Login');

    act(() => result.current.modal.closeModal());
    expect(result.current.location.search).toBe('?lang=no');
    expect(result.current.modal.modalState).toBe('None');
  });

  test('opens the pending e-mail confirmation without a parameter, with the address', () => {
    const { result } = renderModalState('/?register');

    act(() =>
      result.current.modal.openModal('PendingEmailConfirmation', { email: 'ase@example.com' }),
    );
    expect(result.current.location.search).toBe('');
    expect(result.current.modal.modalState).toBe('PendingEmailConfirmation');
    expect(result.current.modal.modalContext).toEqual({ email: 'ase@example.com' });
  });

  test('keeps only what it knows of a history entry', () => {
    const { result } = renderModalState('/');

    act(() =>
      result.current.modal.openModal('LoginLocal', { emailConfirmation: 'EmailConfirmed' }),
    );
    expect(result.current.modal.modalState).toBe('LoginLocal');
    expect(result.current.modal.modalContext).toEqual({ emailConfirmation: 'EmailConfirmed' });
    act(() => result.current.modal.openModal('Login', { email: 'ignored@example.com' }));
    expect(result.current.location.search).toBe('?login');
    expect(result.current.modal.modalContext).toEqual({});
  });

  test('stores the reset token and takes it out of the address, the modal staying open', () => {
    const reset = renderModalState('/faqs?lang=fr&resetToken=reset-123');
    expect(window.localStorage.getItem(RESET_TOKEN_STORAGE_KEY)).toBe('reset-123');
    expect(reset.result.current.location.pathname).toBe('/faqs');
    expect(reset.result.current.location.search).toBe('?lang=fr');
    expect(reset.result.current.modal.modalState).toBe('ChooseNewPassword');
  });

  test('passes on the confirmation token', () => {
    const confirm = renderModalState('/?token=confirm-456');
    expect(confirm.result.current.modal.modalState).toBe('LoginLocal');
    expect(confirm.result.current.modal.emailConfirmationToken).toBe('confirm-456');
  });
});
