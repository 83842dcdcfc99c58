import { afterEach, describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, resetPasswordSchema } from './auth.js';
import { msg } from './messages.js';
import { newPasswordSchema, passwordStrength, setCommonPasswordCheck } from './password.js';
import { createUserSchema, updateUserSchema } from './usuario.js';

const issues = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('new passwords (decision 145)', () => {
  afterEach(() => setCommonPasswordCheck(null));

  it('need 8 characters, counted as a person counts them', () => {
    expect(issues(newPasswordSchema.safeParse('abc'))).toEqual([`: ${msg.password.min}`]);
    expect(issues(newPasswordSchema.safeParse('1234567'))).toEqual([`: ${msg.password.min}`]);
    // Seven emoji are 14 UTF-16 units but 7 characters.
    expect(issues(newPasswordSchema.safeParse('🙂🙂🙂🙂🙂🙂🙂'))).toEqual([`: ${msg.password.min}`]);
    expect(newPasswordSchema.safeParse('ocho car').success).toBe(true);
  });

  it('take any character, spaces and unicode included, up to 128', () => {
    for (const ok of ['una frase con espacios', 'ñandú año 2026', '密码密码密码密码', '🙂🙂🙂🙂🙂🙂🙂🙂', 'x'.repeat(128)]) {
      expect(newPasswordSchema.safeParse(ok).success, ok).toBe(true);
    }
    expect(issues(newPasswordSchema.safeParse('x'.repeat(129)))).toEqual([`: ${msg.password.max}`]);
  });

  it('are normalized (NFKC): a decomposed "ñ" is the same password as a precomposed one', () => {
    expect(newPasswordSchema.parse('man\u0303ana-larga')).toBe('mañana-larga');
  });

  it('are refused when the common-password check knows them', () => {
    setCommonPasswordCheck((p) => p.toLowerCase() === 'password1');
    expect(issues(newPasswordSchema.safeParse('Password1'))).toEqual([`: ${msg.password.common}`]);
  });

  it('apply to registration, reset and staff users alike; login keeps accepting older short passwords', () => {
    const reg = registerSchema.safeParse({ name: 'Ana Pérez', email: 'ana@correo.test', password: 'abc', c_password: 'abc' });
    expect(issues(reg)).toEqual([`password: ${msg.password.min}`]);
    const reset = resetPasswordSchema.safeParse({ token: 't', password: 'abc', c_password: 'abc' });
    expect(issues(reset)).toEqual([`password: ${msg.password.min}`]);
    const staff = createUserSchema.safeParse({ name: 'B', email: 'b@correo.test', role_id: 1, password: 'abc', c_password: 'abc' });
    expect(issues(staff)).toEqual([`password: ${msg.password.min}`]);
    const edit = updateUserSchema.safeParse({
      name: 'B',
      email: 'b@correo.test',
      role_id: 1,
      change_password: 1,
      password: 'abc',
      c_password: 'abc',
    });
    expect(issues(edit)).toEqual([`password: ${msg.password.min}`]);
    // A staff password of 60 characters was refused at 50 before; now the limit is 128 for everyone.
    const long = 'una frase larga de verdad '.repeat(3).slice(0, 60);
    expect(createUserSchema.safeParse({ name: 'B', email: 'b@correo.test', role_id: 1, password: long, c_password: long }).success).toBe(
      true,
    );
    expect(loginSchema.safeParse({ email: 'ana@correo.test', password: 'abc' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'ana@correo.test', password: 'x'.repeat(128) }).success).toBe(true);
  });

  it('get a rough strength for the hint', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('aaaaaaaaaa')).toBe(1);
    expect(passwordStrength('ocholetr')).toBe(2);
    expect(passwordStrength('una frase larga')).toBe(3);
    expect(passwordStrength('una frase bastante larga')).toBe(4);
  });
});
