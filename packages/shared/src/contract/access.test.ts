import { describe, expect, it } from 'vitest';
import { hasStaffPermission, STAFF_GROUP, STAFF_PERMISSIONS, staffPermissionsOf } from './access.js';

describe('staff group permissions (issue 17 §1)', () => {
  it('gives the Administrador everything and the other groups their own sets', () => {
    expect(staffPermissionsOf('admin', STAFF_GROUP.ADMINISTRADOR)).toEqual(STAFF_PERMISSIONS);
    const secretaria = staffPermissionsOf('admin', STAFF_GROUP.SECRETARIA_ACADEMICA);
    expect(secretaria).toContain('inscripciones.decidir');
    expect(secretaria).not.toContain('usuarios.gestionar');
    expect(secretaria).not.toContain('asistencias.registrar');
    const bedelia = staffPermissionsOf('admin', STAFF_GROUP.BEDELIA);
    expect(bedelia).toContain('asistencias.registrar');
    expect(bedelia).not.toContain('inscripciones.decidir');
    expect(bedelia).not.toContain('documentos.ver');
  });

  it('gives nothing to an applicant, nor to a staff role the table does not know', () => {
    expect(staffPermissionsOf('user', STAFF_GROUP.ADMINISTRADOR)).toEqual([]);
    expect(staffPermissionsOf('admin', 99)).toEqual([]);
    expect(hasStaffPermission('admin', 99, 'dashboard.ver')).toBe(false);
    expect(hasStaffPermission('ADMIN', STAFF_GROUP.BEDELIA, 'notas.registrar')).toBe(true);
  });
});
