import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, test } from 'vitest';
import {
  getModalSearch,
  getModalState,
  RESET_TOKEN_STORAGE_KEY,
  useModalState,
} from './use-modal-state';

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
  return renderHook(() => ({ modal: useModalState(), location: useLocation() }), { wrapper });
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

  test('opens the pending e-mail confirmation without a parameter', () => {
    const { result } = renderModalState('/?register');

    act(() => result.current.modal.openModal('PendingEmailConfirmation'));
    expect(result.current.location.search).toBe('');
    expect(result.current.modal.modalState).toBe('PendingEmailConfirmation');
  });

  test('stores the reset token and passes on the confirmation token', () => {
    const reset = renderModalState('/?resetToken=reset-123');
    expect(reset.result.current.modal.modalState).toBe('ChooseNewPassword');
    expect(window.localStorage.getItem(RESET_TOKEN_STORAGE_KEY)).toBe('reset-123');

    const confirm = renderModalState('/?token=confirm-456');
    expect(confirm.result.current.modal.modalState).toBe('LoginLocal');
    expect(confirm.result.current.modal.emailConfirmationToken).toBe('confirm-456');
  });
});
