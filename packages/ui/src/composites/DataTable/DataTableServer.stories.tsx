import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import { DataTable } from './DataTable';
import { sampleJobColumns, sampleJobs, samplePage, type SampleJob } from './data-table.fixtures';
import type { DataTableQuery } from './use-data-table';

/** A lazy table whose 'server' answers at once from the sample rows. */
function LazyJobs({
  onQueryChange,
  isLoading,
}: {
  onQueryChange: (query: DataTableQuery) => void;
  isLoading?: boolean;
}) {
  const [page, setPage] = useState<{ rows: SampleJob[]; total: number }>({ rows: [], total: 0 });
  return (
    <DataTable
      mode="server"
      caption="Printing jobs"
      columns={sampleJobColumns}
      rows={page.rows}
      total={page.total}
      isLoading={isLoading}
      onQueryChange={(query) => {
        onQueryChange(query);
        setPage(samplePage(sampleJobs, query));
      }}
    />
  );
}

/** A desktop's room: below 640 px the table becomes cards (see DataTableResponsive.stories). */
const desktopWidth: Decorator = (Story) => (
  <div style={{ width: 960 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Composites/DataTable/Server mode',
  component: LazyJobs,
  args: { onQueryChange: fn() },
  decorators: [desktopWidth],
} satisfies Meta<typeof LazyJobs>;
export default meta;

type Story = StoryObj<typeof meta>;

const firstPage: DataTableQuery = { page: 0, size: 10, sort: [], filters: {}, search: '' };

export const Lazy: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith(firstPage));
    await expect(await canvas.findByText('Page 1 of 3, 25 records')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...firstPage, page: 1 });
    await expect(canvas.getByText('Page 2 of 3, 25 records')).toBeVisible();

    // A new order or filter asks for page 0 again.
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...firstPage,
      sort: [{ field: 'name', direction: 'asc' }],
    });
    // Typed text is asked for once the user pauses (see SearchWaitsForPause).
    await userEvent.type(canvas.getByRole('textbox', { name: 'Status contains' }), 'run');
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenLastCalledWith({
        ...firstPage,
        sort: [{ field: 'name', direction: 'asc' }],
        filters: { status: 'run' },
      }),
    );
    await expect(await canvas.findByText('Page 1 of 1, 8 records')).toBeVisible();

    // Clearing the search resets paging to page 0 (spec 000 section 4), at once.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Status contains' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Global Search' }), 'x');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Global Search' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...firstPage,
      sort: [{ field: 'name', direction: 'asc' }],
    });
  },
};

/**
 * Typing asks the server once, when the user pauses, not once a keystroke; a new order, a new
 * page or an emptied box is asked for at once.
 */
export const SearchWaitsForPause: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith(firstPage));
    const calls = (args.onQueryChange as Mock).mock.calls;
    const asked = calls.length;
    const search = canvas.getByRole('searchbox', { name: 'Global Search' });
    await userEvent.type(search, 'batch');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(asked);
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...firstPage, search: 'batch' }),
    );
    await expect(args.onQueryChange).toHaveBeenCalledTimes(asked + 1);

    const byName = {
      ...firstPage,
      search: 'batch',
      sort: [{ field: 'name', direction: 'asc' as const }],
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(byName);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...byName, page: 1 });
    await userEvent.clear(search);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...byName, search: '' });
    await expect(args.onQueryChange).toHaveBeenCalledTimes(asked + 4);
  },
};

export const LazyLoading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** A server that estimates a broad search's total (over 1,000 matches) instead of counting it. */
function EstimatedJobs() {
  return (
    <DataTable
      mode="server"
      caption="Products"
      columns={sampleJobColumns}
      rows={sampleJobs.slice(0, 10)}
      total={163_240}
      totalIsEstimate
      onQueryChange={() => undefined}
    />
  );
}

/** The pager says "about" for an estimated total, and the last page stays reachable. */
export const EstimatedTotal: StoryObj<typeof EstimatedJobs> = {
  render: () => <EstimatedJobs />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 1 of about 16,324, about 163,240 records')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeEnabled();
  },
};
