import { describe, expect, it } from 'vitest';
import { notaMsg, notaSchema, parseNota } from './nota.js';

describe('parseNota', () => {
  it.each([
    [7, 7],
    ['7', 7],
    ['7,5', 7.5],
    ['7.5', 7.5],
    [' 10 ', 10],
    ['0', 0],
    ['0,05', 0.05],
    ['9.250', 9.25],
    [8.75, 8.75],
    ['10,00', 10],
  ])('reads %j as %d', (input, value) => {
    expect(parseNota(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['11', notaMsg.invalid],
    ['10.5', notaMsg.invalid],
    ['-1', notaMsg.invalid],
    [-0.5, notaMsg.invalid],
    ['abc', notaMsg.invalid],
    ['7,5,1', notaMsg.invalid],
    ['1e1', notaMsg.invalid],
    ['7.', notaMsg.invalid],
    [Number.NaN, notaMsg.invalid],
    [Number.POSITIVE_INFINITY, notaMsg.invalid],
    [{}, notaMsg.invalid],
    ['7,555', notaMsg.decimals],
    [7.125, notaMsg.decimals],
    ['', notaMsg.required],
    ['  ', notaMsg.required],
    [undefined, notaMsg.required],
    [null, notaMsg.required],
  ])('refuses %j with "%s"', (input, message) => {
    expect(parseNota(input)).toEqual({ ok: false, message });
  });

  it('gives the schema a number and the field message', () => {
    const ok = notaSchema.safeParse({ inscripto_id: '3', materia_id: 5, fecha_examen: '2026-07-03', nota: '6,5' });
    expect(ok.success && ok.data).toEqual({ inscripto_id: 3, materia_id: 5, fecha_examen: '2026-07-03', nota: 6.5 });
    const bad = notaSchema.safeParse({ inscripto_id: 3, materia_id: 5, fecha_examen: '2026-07-03', nota: '11' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['nota', notaMsg.invalid]]);
  });
});
