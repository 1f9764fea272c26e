import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from '../../../src/lib/duration';

describe('formatDuration', () => {
  it('shows m:ss with padded seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(275)).toBe('4:35');
    expect(formatDuration(4503.9)).toBe('75:03');
  });

  it('shows 0:00 for invalid values', () => {
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('parseDuration', () => {
  it('reads m:ss and h:mm:ss text', () => {
    expect(parseDuration('4:35')).toBe(275);
    expect(parseDuration(' 0:07 ')).toBe(7);
    expect(parseDuration('1:02:03')).toBe(3723);
  });

  it('reads seconds as a number or numeric text', () => {
    expect(parseDuration(275)).toBe(275);
    expect(parseDuration('275')).toBe(275);
    expect(parseDuration('12.5')).toBe(12.5);
  });

  it('answers 0 for anything invalid', () => {
    for (const value of ['', 'abc', '4:75', '1:', ':30', '-5', null, undefined, {}, Number.NaN, -1]) {
      expect(parseDuration(value)).toBe(0);
    }
  });
});
