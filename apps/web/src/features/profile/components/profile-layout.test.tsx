import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ProfileLayout } from './profile-layout';

const sections = [
  { id: 'summary', label: 'Summary', content: <p>The year</p> },
  { id: 'account-info', label: 'Account info', content: null },
  { id: 'cards', label: 'Cards', content: <p>The cards</p> },
];

test('lists the sections that have a screen, each under its id, and a phone’s select moves to one', async () => {
  const user = userEvent.setup();
  // jsdom lays nothing out: record which section the page scrolls to.
  const scrolledTo: string[] = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this.id);
  });
  const { container } = renderWithProviders(<ProfileLayout title="Profile" sections={sections} />, {
    route: '/profile#cards',
  });

  const nav = screen.getByRole('navigation', { name: 'Profile sections' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/profile#summary', '/profile#cards']);
  expect(within(nav).getByRole('link', { name: 'Cards' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  expect(container.querySelector('#cards')).toHaveTextContent('The cards');
  // A section whose screen has not arrived is neither in the page nor in the menu.
  expect(container.querySelector('#account-info')).toBeNull();

  expect(scrolledTo).toEqual(['cards']);

  const picker = within(nav).getByRole('combobox', { name: 'Profile sections' });
  expect(picker).toHaveValue('cards');
  await user.selectOptions(picker, 'summary');
  expect(within(nav).getByRole('link', { name: 'Summary' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  expect(scrolledTo).toEqual(['cards', 'summary']);
});
