import { describe, expect, it } from 'vitest';
import { createUserSchema, updateUserSchema, usuarioMsg } from './usuario.js';

const valid = { name: 'Laura', email: 'laura@facultad.test', role_id: 3, password: 'Bedelia-2026', c_password: 'Bedelia-2026' };
const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('user schemas', () => {
  it('creates with role_id or with role and group; the applicant role fixes its group', () => {
    expect(createUserSchema.parse(valid)).toEqual({
      name: 'Laura',
      email: 'laura@facultad.test',
      role: { role_id: 3 },
      password: 'Bedelia-2026',
      currentPassword: null,
    });
    expect(createUserSchema.parse({ ...valid, role_id: '', role: 'admin', role_description: 'Bedelía' }).role).toEqual({
      role: 'admin',
      role_description: 'Bedelía',
    });
    expect(createUserSchema.parse({ ...valid, role_id: undefined, role: 'USER', role_description: 'Bedelía' }).role).toEqual({
      role: 'USER',
      role_description: 'User',
    });
  });

  it('requires the password pair when creating', () => {
    const r = createUserSchema.safeParse({ ...valid, password: undefined, c_password: undefined });
    expect(issues(r)).toEqual({ password: usuarioMsg.required, c_password: usuarioMsg.required });
    expect(issues(createUserSchema.safeParse({ ...valid, c_password: 'otra-clave' }))).toEqual({
      c_password: usuarioMsg.passwordsMustMatch,
    });
  });

  it('asks for the password on edit only with change_password or password_required 1', () => {
    const noChange = updateUserSchema.parse({ name: 'Laura', email: valid.email, role_id: 3, change_password: 0, password: 'x' });
    expect(noChange.password).toBeNull();
    for (const flag of [{ change_password: 1 }, { change_password: '1' }, { password_required: true }]) {
      expect(issues(updateUserSchema.safeParse({ name: 'Laura', email: valid.email, role_id: 3, ...flag }))).toEqual({
        password: usuarioMsg.required,
        c_password: usuarioMsg.required,
      });
    }
    expect(updateUserSchema.parse({ ...valid, change_password: 1 }).password).toBe('Bedelia-2026');
  });

  it('reports every field at once with the seed messages', () => {
    expect(issues(createUserSchema.safeParse({ name: 'x'.repeat(256), email: 'no', password: 'corta', c_password: 'corta' }))).toEqual({
      name: usuarioMsg.max255,
      email: usuarioMsg.emailInvalid,
      role_id: usuarioMsg.roleInvalid,
      password: usuarioMsg.passwordMin,
    });
    const empty = createUserSchema.safeParse({ ...valid, email: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([usuarioMsg.emailRequired]);
  });
});
