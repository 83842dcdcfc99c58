import { describe, expect, it } from 'vitest';
import { oncePer } from './once-per.js';

describe('oncePer', () => {
  it('makes the value once per key object and apart for each key', () => {
    let calls = 0;
    const lengthOf = oncePer((key: { text: string }) => {
      calls++;
      return key.text.length;
    });
    const a = { text: 'abc' };
    const b = { text: 'abcd' };
    expect([lengthOf(a), lengthOf(a), lengthOf(b), lengthOf(a)]).toEqual([3, 3, 4, 3]);
    expect(calls).toBe(2);
  });
});
