/**
 * The plain Button draws what antd's Button draws for a button without an icon (issue 37 point 5): the same
 * element, classes and attributes, text in a span, in a ConfigProvider theme with CSS variables, as the app's. antd
 * comes from its ES modules here, as in the app's build (see PlainTypography.test.tsx).
 */
import { createRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import AntButton from 'antd/es/button';
import Avatar from 'antd/es/avatar';
import { Button as PlainButton } from './PlainButton';
import { antdMarkup as markup } from '../../test/antd-markup';

type Case = [name: string, draw: (B: typeof PlainButton | typeof AntButton) => ReactNode];

const CASES: Case[] = [
  ['a default button', (B) => <B>Load more</B>],
  [
    'a link button with aria attributes',
    (B) => (
      <B type="link" aria-expanded={false}>
        See all
      </B>
    ),
  ],
  [
    'a primary, large, block submit button',
    (B) => (
      <B type="primary" size="large" block htmlType="submit">
        Go
      </B>
    ),
  ],
  [
    'a small text button with a class and texts joined',
    (B) => (
      <B type="text" size="small" className="x">
        {'Page '}
        {2}
      </B>
    ),
  ],
  [
    'a round, disabled button',
    (B) => (
      <B shape="round" disabled>
        Off
      </B>
    ),
  ],
  [
    'a circle text button around an avatar, with a style',
    (B) => (
      <B
        type="text"
        shape="circle"
        aria-label="Account menu"
        aria-haspopup="dialog"
        style={{ padding: 0, height: 40, width: 40 }}
      >
        <Avatar alt="" style={{ background: '#ffffff' }}>
          OB
        </Avatar>
      </B>
    ),
  ],
];

describe('PlainButton', () => {
  it.each(CASES)('draws %s as antd does', (_name, draw) => {
    const plain = markup(draw(PlainButton));
    expect(plain).toBe(markup(draw(AntButton)));
    expect(plain).toMatch(/class="ant-btn css-var-app/);
  });

  it('calls its click handler and gives its ref the button (a dropdown trigger)', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <PlainButton onClick={onClick} ref={ref}>
        Open
      </PlainButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current?.tagName).toBe('BUTTON');
  });
});
