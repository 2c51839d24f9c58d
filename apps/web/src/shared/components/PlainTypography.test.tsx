/**
 * The plain Typography draws what antd's Typography draws (issue 37 point 5): the same element, classes,
 * decorations and attributes, case by case, inside a ConfigProvider theme with CSS variables, as the app's.
 * antd comes from its ES modules here, as in the app's build (the tests' `antd` is its CommonJS build, whose
 * theme context is another object than the one PlainTypography reads).
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import AntTypography from 'antd/es/typography';
import { Typography as PlainTypography } from './PlainTypography';
import { antdMarkup as markup } from '../../test/antd-markup';

type Case = [name: string, draw: (T: typeof PlainTypography | typeof AntTypography) => ReactNode];

const CASES: Case[] = [
  ['a level-1 title', (T) => <T.Title>News</T.Title>],
  [
    'a level-3 title with a style and an id',
    (T) => (
      <T.Title level={3} id="t" style={{ fontSize: 17, margin: 0 }}>
        A title
      </T.Title>
    ),
  ],
  ['a secondary text', (T) => <T.Text type="secondary">6 Dec 2026</T.Text>],
  [
    'a strong text with a style',
    (T) => (
      <T.Text strong style={{ display: 'block' }}>
        Olivia Bennett
      </T.Text>
    ),
  ],
  [
    'every decoration',
    (T) => (
      <T.Text strong underline delete code mark keyboard italic>
        all
      </T.Text>
    ),
  ],
  [
    'a danger, disabled text with a class',
    (T) => (
      <T.Text type="danger" disabled className="extra">
        x
      </T.Text>
    ),
  ],
  [
    'a secondary paragraph',
    (T) => (
      <T.Paragraph type="secondary" style={{ fontSize: 16 }}>
        Welcome
      </T.Paragraph>
    ),
  ],
  [
    'a paragraph with elements inside',
    (T) => (
      <T.Paragraph>
        Read <a href="/news">the news</a>.
      </T.Paragraph>
    ),
  ],
  [
    'a title with aria attributes',
    (T) => (
      <T.Title level={2} aria-describedby="d" data-testid="h">
        Heading
      </T.Title>
    ),
  ],
];

describe('PlainTypography', () => {
  it.each(CASES)('draws %s as antd does', (_name, draw) => {
    const plain = markup(draw(PlainTypography));
    expect(plain).toBe(markup(draw(AntTypography)));
    expect(plain).toMatch(/class="ant-typography[^"]*css-var-app"/);
  });

  it('keeps a line clamp given in its style, which antd’s Typography drops without its own ellipsis', () => {
    const clamp = {
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 3,
      overflow: 'hidden',
    } as const;
    expect(markup(<PlainTypography.Paragraph style={clamp}>long</PlainTypography.Paragraph>)).toContain(
      '-webkit-line-clamp: 3',
    );
    expect(markup(<AntTypography.Paragraph style={clamp}>long</AntTypography.Paragraph>)).not.toContain(
      '-webkit-line-clamp',
    );
  });
});
