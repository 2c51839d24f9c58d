/** A person in the community-admin lists: avatar (picture or initial), name, e-mail. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UserCell } from './UserCell';

describe('UserCell', { timeout: 30_000 }, () => {
  it('shows the name and the e-mail, and the initial when there is no picture', () => {
    const { container } = render(
      <UserCell avatarUrl={null} firstName="Ann" name="Ann Lee" email="ann@example.com" />,
    );
    expect(container).toHaveTextContent('AAnn Leeann@example.com');
    expect(screen.getByText('ann@example.com')).toHaveClass('ant-typography-secondary');
    expect(container.querySelector('.ant-avatar')).toHaveTextContent('A');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the picture, with an empty alt, at the size asked for', () => {
    const { container } = render(
      <UserCell avatarUrl="/a.png" firstName="Bo" name="Bo" email="bo@example.com" size="small" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.png');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('.ant-avatar')).toHaveClass('ant-avatar-sm');
  });
});
