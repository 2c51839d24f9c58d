/**
 * The plain Row draws what antd's Row draws for a fixed gutter (issue 37 point 5): the same element, classes and
 * style, with antd's own Col inside it padded as in antd's row, in a ConfigProvider theme with CSS variables, as the
 * app's. antd comes from its ES modules here, as in the app's build (see PlainTypography.test.tsx).
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import AntRow from 'antd/es/grid/row';
import Col from 'antd/es/grid/col';
import { Row as PlainRow } from './PlainRow';
import { antdMarkup as markup } from '../../test/antd-markup';

type Case = [name: string, draw: (R: typeof PlainRow | typeof AntRow) => ReactNode];

const CASES: Case[] = [
  [
    'a row with a horizontal and a vertical gutter and responsive columns',
    (R) => (
      <R gutter={[24, 24]}>
        <Col xs={24} lg={6}>
          side
        </Col>
        <Col xs={24} lg={18}>
          main
        </Col>
      </R>
    ),
  ],
  [
    'a row with one gutter, a class, a style and attributes',
    (R) => (
      <R gutter={16} className="extra" style={{ marginTop: 8 }} id="r" aria-label="Cards">
        <Col span={12}>a</Col>
      </R>
    ),
  ],
  ['a row without a gutter', (R) => <R>x</R>],
  [
    'a row aligned, justified and not wrapping',
    (R) => (
      <R gutter={[12, 12]} align="middle" justify="space-between" wrap={false}>
        <Col flex="auto">a</Col>
      </R>
    ),
  ],
];

describe('PlainRow', () => {
  it.each(CASES)('draws %s as antd does', (_name, draw) => {
    const plain = markup(draw(PlainRow));
    expect(plain).toBe(markup(draw(AntRow)));
    expect(plain).toMatch(/class="ant-row[^"]*css-var-app"/);
  });

  it('gives its columns half the horizontal gutter on each side, as antd’s row does', () => {
    expect(
      markup(
        <PlainRow gutter={[24, 8]}>
          <Col span={24}>a</Col>
        </PlainRow>,
      ),
    ).toContain('style="padding-inline: 12px;"');
  });
});
