import { describe, expect, it } from 'vitest';
import { codeFromName } from './requisitos-draft';

describe('a new document of the faculty (decision 180)', () => {
  it('makes a code from a name: lower case, no accents, underscores, starting with a letter', () => {
    expect(codeFromName('Foto carnet 4×4')).toBe('foto_carnet_4_4');
    expect(codeFromName('Título de técnico')).toBe('titulo_de_tecnico');
    expect(codeFromName('2 fotos')).toBe('doc_2_fotos');
    expect(codeFromName('   ')).toBe('');
    expect(codeFromName('x'.repeat(60))).toHaveLength(40);
  });
});
