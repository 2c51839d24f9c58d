/** The shared list that replaces antd's deprecated List (issue 18): items, meta, actions, empty state, pages. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Empty } from 'antd';
import { ItemList } from './ItemList';

const fruits = [
  { id: 'a', name: 'Apple', colour: 'Red' },
  { id: 'b', name: 'Banana', colour: 'Yellow' },
];

describe('ItemList', { timeout: 30_000 }, () => {
  it('renders a labelled list with one item per entry: avatar, title, description, content and extra', () => {
    render(
      <ItemList
        label="Fruits"
        header="2 fruits"
        footer="End of fruits"
        items={fruits}
        itemKey={(f) => f.id}
        renderItem={(f) => ({
          avatar: <span>{`icon of ${f.name}`}</span>,
          title: f.name,
          description: f.colour,
          content: <span>{`content of ${f.name}`}</span>,
          extra: <span>{`extra of ${f.name}`}</span>,
          testId: 'fruit',
        })}
      />,
    );
    const list = screen.getByRole('list', { name: 'Fruits' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('icon of Apple');
    expect(items[0]).toHaveTextContent('Apple');
    expect(items[0]).toHaveTextContent('Red');
    expect(items[0]).toHaveTextContent('content of Apple');
    expect(items[1]).toHaveTextContent('extra of Banana');
    expect(screen.getAllByTestId('fruit')).toHaveLength(2);
    expect(screen.getByText('2 fruits')).toBeInTheDocument();
    expect(screen.getByText('End of fruits')).toBeInTheDocument();
  });

  it('renders each item’s actions, which work', async () => {
    const onEat = vi.fn();
    render(
      <ItemList
        items={fruits}
        itemKey={(f) => f.id}
        renderItem={(f) => ({
          title: f.name,
          actions: [
            <Button key="eat" onClick={() => onEat(f.id)}>{`Eat ${f.name}`}</Button>,
            <Button key="keep">{`Keep ${f.name}`}</Button>,
          ],
        })}
      />,
    );
    const banana = screen.getAllByRole('listitem')[1]!;
    expect(within(banana).getByRole('button', { name: 'Keep Banana' })).toBeInTheDocument();
    await userEvent.click(within(banana).getByRole('button', { name: 'Eat Banana' }));
    expect(onEat).toHaveBeenCalledWith('b');
  });

  it('shows the empty state: a default Empty, a text, a node, or nothing', () => {
    const props = {
      items: [] as typeof fruits,
      itemKey: (f: (typeof fruits)[number]) => f.id,
      renderItem: () => ({}),
    };
    const { rerender, container } = render(<ItemList {...props} label="Fruits" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('.ant-empty')).not.toBeNull();

    rerender(<ItemList {...props} empty="No fruit yet" />);
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();

    rerender(<ItemList {...props} empty={<Empty description="Nothing here" />} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();

    rerender(<ItemList {...props} empty={null} />);
    expect(container.querySelector('.ant-empty')).toBeNull();
  });

  it('shows a spinner instead of the empty state while loading, and pages through antd Pagination', async () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <ItemList items={[]} itemKey={() => 0} renderItem={() => ({})} loading empty="No fruit yet" />,
    );
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('No fruit yet')).toBeNull();

    rerender(
      <ItemList
        items={fruits}
        itemKey={(f) => f.id}
        renderItem={(f) => ({ title: f.name })}
        pagination={{ current: 1, total: 25, pageSize: 10, onChange }}
      />,
    );
    // antd's Pagination is loaded when the list first shows it (issue 37 point 5).
    await userEvent.click(await screen.findByRole('listitem', { name: '2' }));
    expect(onChange).toHaveBeenCalledWith(2, 10);
  });
});
