import { describe, expect, it } from 'vitest';
import { compareDocumentCodes, documentNaming, requisitoLabel } from './requisito-label';

const english = (codigo: string) => `EN:${codigo}`;

describe('document names (decision 180)', () => {
  it('translates a seed document under its Spanish name, keeps the name staff gave otherwise', () => {
    expect(requisitoLabel({ codigo: 'dni_frente', nombre: 'DNI (frente)' }, english)).toBe('EN:dni_frente');
    expect(requisitoLabel({ codigo: 'dni_frente', nombre: 'Documento (frente)' }, english)).toBe('Documento (frente)');
    expect(requisitoLabel({ codigo: 'foto_carnet', nombre: 'Foto carnet' }, english)).toBe('Foto carnet');
  });

  it('names and orders files by the list, then the others', () => {
    const { labelOf, rank } = documentNaming([{ codigo: 'foto_carnet', nombre: 'Foto 4×4' }], english);
    expect(labelOf('foto_carnet')).toBe('Foto 4×4');
    expect(labelOf('cud')).toBe('EN:cud');
    expect(labelOf('constancia_cuil_vieja')).toBe('Constancia cuil vieja');
    expect([rank('cud'), rank('foto_carnet')]).toEqual([1, 0]);
    expect(['zeta', 'cud', 'dni_frente', 'alfa'].sort(compareDocumentCodes)).toEqual(['dni_frente', 'cud', 'alfa', 'zeta']);
  });
});
