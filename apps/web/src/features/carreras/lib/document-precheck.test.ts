import { describe, expect, it } from 'vitest';
import type { Requisito } from '@ingreso/shared';
import { documentPrecheck } from './document-precheck';

const req = (codigo: string, condicion: Requisito['condicion'] = 'siempre', obligatorio = true): Requisito => ({
  codigo,
  nombre: codigo,
  descripcion: '',
  tipos: ['application/pdf'],
  obligatorio,
  condicion,
});
const file = (name: string) => ({ id: 1, name, url: null, mime_type: 'application/pdf' as const, size: 1, created_at: '' });
const argentine = { tipo_documento: 'dni', nacionalidad_id: 1, discapacidad: false };

describe("the enrolment pre-check reads the instancia's list (issue 15)", () => {
  const list = [req('dni_frente'), req('cuil', 'siempre', false), req('certificado_laboral', 'trabaja'), req('dni_reverso', 'extranjero')];

  it('asks only for required documents that apply', () => {
    expect(documentPrecheck({ ...argentine, files: [file('dni_frente')] }, false, list)).toEqual({ kind: 'ok' });
    const worker = documentPrecheck({ ...argentine, files: [file('dni_frente')] }, true, list);
    expect(worker.kind === 'missing' && worker.documents.map((r) => r.codigo)).toEqual(['certificado_laboral']);
  });

  it('asks a foreigner for what the list asks of foreigners', () => {
    const foreign = documentPrecheck(
      { tipo_documento: 'pasaporte', nacionalidad_id: 2, discapacidad: false, files: [file('dni_frente')] },
      false,
      list,
    );
    expect(foreign.kind === 'missing' && foreign.documents.map((r) => r.codigo)).toEqual(['dni_reverso']);
  });

  it('tells "no file at all" apart from "some missing"', () => {
    expect(documentPrecheck({ ...argentine, files: [] }, false, list)).toEqual({ kind: 'none' });
  });
});
