import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/testing/render-with-providers';
import { QueryState } from './query-state';

type ListProps = {
  load: () => Promise<string[]>;
  enabled?: boolean;
  idle?: null;
};

function List({ load, enabled = true, idle }: ListProps) {
  const query = useQuery({ queryKey: ['names'], queryFn: load, enabled });
  return (
    <QueryState
      query={query}
      isEmpty={(names) => names.length === 0}
      empty="Nobody here yet."
      errorTitle="The names could not be loaded."
      idle={idle}
    >
      {(names) => (
        <ul aria-label="Names">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

test('shows the loader in reserved space, then the data', async () => {
  renderWithProviders(<List load={async () => ['Dana', 'Sam']} />);

  const loader = screen.getByRole('status');
  expect(loader).toHaveTextContent('Loading…');
  expect(loader.closest('.query-state--loading')).not.toBeNull();
  const list = await screen.findByRole('list', { name: 'Names' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Dana', 'Sam']);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test("shows the caller's empty text when the data is empty", async () => {
  renderWithProviders(<List load={async () => []} />);

  expect(await screen.findByText('Nobody here yet.')).toHaveClass('empty-state');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test("shows the API's error text under the title, and Retry asks again", async () => {
  const user = userEvent.setup();
  const load = vi
    .fn<() => Promise<string[]>>()
    .mockRejectedValueOnce(
      new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' }),
    )
    .mockResolvedValueOnce(['Dana']);
  renderWithProviders(<List load={load} />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The names could not be loaded.');
  expect(alert).toHaveTextContent('Service Unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('list', { name: 'Names' })).toHaveTextContent('Dana');
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an error that is not from the API shows the generic text', async () => {
  renderWithProviders(<List load={() => Promise.reject(new TypeError('Failed to fetch'))} />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Generic Error');
  expect(alert).not.toHaveTextContent('Failed to fetch');
});

test('a query waiting for its input shows the loader, or nothing when told so', () => {
  const load = vi.fn(async () => ['Dana']);
  const { unmount } = renderWithProviders(<List load={load} enabled={false} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  unmount();

  renderWithProviders(<List load={load} enabled={false} idle={null} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

type RefreshingListProps = { load: () => Promise<string[]> };

function RefreshingList({ load }: RefreshingListProps) {
  const query = useQuery({ queryKey: ['names'], queryFn: load });
  return (
    <>
      <button type="button" onClick={() => void query.refetch()}>
        Refresh
      </button>
      <QueryState query={query}>{(names) => <p>{names.join(', ')}</p>}</QueryState>
    </>
  );
}

test('data on screen stays when a background refresh fails', async () => {
  const user = userEvent.setup();
  const load = vi
    .fn<() => Promise<string[]>>()
    .mockResolvedValueOnce(['Dana'])
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  renderWithProviders(<RefreshingList load={load} />);
  expect(await screen.findByText('Dana')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  // Give the failed answer time to arrive and render.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByText('Dana')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
