import { describe, expect, it } from 'vitest';
import { applicableRequisitos, missingRequisitos, type Requisito } from './requisito.js';

const r = (codigo: string, condicion: Requisito['condicion'] = 'siempre', obligatorio = true): Requisito => ({
  codigo,
  nombre: codigo,
  descripcion: '',
  tipos: ['application/pdf'],
  obligatorio,
  condicion,
});

const list = [
  r('dni_frente'),
  r('certificado_laboral', 'trabaja'),
  r('cud', 'discapacidad'),
  r('pasaporte_visado', 'extranjero'),
  r('cuil', 'siempre', false),
];
const nobody = { trabaja: false, discapacidad: false, extranjero: false };

describe('requirement lists (issue 15)', () => {
  it('keeps what applies to the persona, in the list order, optional ones too', () => {
    expect(applicableRequisitos(list, nobody).map((x) => x.codigo)).toEqual(['dni_frente', 'cuil']);
    expect(applicableRequisitos(list, { trabaja: true, discapacidad: true, extranjero: true }).map((x) => x.codigo)).toEqual(
      list.map((x) => x.codigo),
    );
  });

  it('calls missing only the required ones that apply and have no file', () => {
    expect(missingRequisitos(list, [], nobody).map((x) => x.codigo)).toEqual(['dni_frente']);
    expect(missingRequisitos(list, ['dni_frente'], nobody)).toEqual([]);
    expect(missingRequisitos(list, ['dni_frente'], { ...nobody, trabaja: true, extranjero: true }).map((x) => x.codigo)).toEqual([
      'certificado_laboral',
      'pasaporte_visado',
    ]);
  });
});
