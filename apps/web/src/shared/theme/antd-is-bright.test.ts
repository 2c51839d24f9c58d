/**
 * antd-is-bright.ts answers as antd's own `isBright` (issue 37 point 5: the build resolves antd's Button token
 * and Tag style to it, so a button's solid text colour must not change). That the build uses it, and that the
 * sign-in page holds no Collapse since, is checked in e2e/production-build.e2e.ts.
 */
import { describe, expect, it } from 'vitest';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { isBright } from './antd-is-bright';

const COLOURS = [
  '#000000',
  '#ffffff',
  '#1677ff',
  '#0b3d91',
  '#f5f5f5',
  '#c0c0c0',
  '#ffd666',
  '#52c41a',
  '#ff4d4f',
  'rgba(0, 0, 0, 0.88)',
  'rgba(255, 255, 255, 0.3)',
  'rgba(0, 0, 0, 0.2)',
  'rgba(250, 250, 250, 0.5)',
  'transparent',
];
const BACKGROUNDS = ['#fff', '#000', '#141414', '#1677ff'];

describe('isBright (antd-is-bright.ts)', () => {
  it("answers as antd's isBright for every colour on every background", () => {
    for (const colour of COLOURS)
      for (const background of BACKGROUNDS) {
        const value = new AggregationColor(colour);
        expect(isBright(value, background), `${colour} on ${background}`).toBe(
          antdIsBright(value, background),
        );
      }
  });

  it('tells dark from light text on a few known colours', () => {
    expect(isBright(new AggregationColor('#ffffff'), '#fff')).toBe(true);
    expect(isBright(new AggregationColor('#000000'), '#fff')).toBe(false);
    expect(isBright(new AggregationColor('rgba(0, 0, 0, 0.2)'), '#fff')).toBe(true);
  });
});
