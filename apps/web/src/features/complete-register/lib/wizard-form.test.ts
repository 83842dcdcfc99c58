import { describe, expect, it } from 'vitest';
import { emptyWizardValues } from './form-values';
import { everyFieldChanged } from './wizard-form';

describe('everyFieldChanged', () => {
  it('flags every leaf of the wizard values by its dotted path, lists included whole', () => {
    const flags = everyFieldChanged(emptyWizardValues('ana@example.com'));
    expect(flags['persona.nombre']).toBe(true);
    expect(flags['persona.numero_documento']).toBe(true);
    expect(flags['estudio_secundario.escuela_id']).toBe(true);
    expect(flags['situacion_laboral.trabaja_actualmente']).toBe(true);
    expect(flags.discapacidades).toBe(true);
    expect(flags.carrera_id).toBe(true);
    // Objects are not leaves: the library would read a parent flag as "every child changed".
    expect(flags.persona).toBeUndefined();
    expect(Object.values(flags).every(Boolean)).toBe(true);
  });

  it('gives nothing for a value that is not an object', () => {
    expect(everyFieldChanged(null)).toEqual({});
    expect(everyFieldChanged('x')).toEqual({});
  });
});
