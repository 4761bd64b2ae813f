import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { createEmployeeSchema, MAX_IMAGE_BYTES, profileImageProblem, updateEmployeeSchema } from './employeeSchemas';

async function errorsOf(schema: typeof createEmployeeSchema | typeof updateEmployeeSchema, values: unknown): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
}

describe('createEmployeeSchema', () => {
  it('requires name, email, password and position', async () => {
    expect(await errorsOf(createEmployeeSchema, { fullName: '', email: '', password: '', role: '' })).toEqual(
      expect.arrayContaining(['Full Name is required', 'Email is required', 'Password is required', 'Position is required']),
    );
  });

  it('accepts a complete employee', async () => {
    expect(
      await errorsOf(createEmployeeSchema, { fullName: 'Ana Souza', email: 'ana@example.com', password: 'secret-123', role: 'EMPLOYEE' }),
    ).toEqual([]);
  });

  it('refuses a name made only of invisible characters, as the server does', async () => {
    expect(
      await errorsOf(createEmployeeSchema, { fullName: '\u200b', email: 'ana@example.com', password: 'secret-123', role: 'EMPLOYEE' }),
    ).toEqual(['Full Name must have visible letters, not only invisible characters']);
    expect(await errorsOf(updateEmployeeSchema, { fullName: '\u00ad', email: '', password: '', role: '' })).toEqual([
      'Full Name must have visible letters, not only invisible characters',
    ]);
  });

  it('checks the email', async () => {
    expect(
      await errorsOf(createEmployeeSchema, { fullName: 'Ana', email: 'not-an-email', password: 'secret-123', role: 'EMPLOYEE' }),
    ).toEqual(['Enter a valid email']);
  });
});

describe('updateEmployeeSchema', () => {
  it('accepts every field blank (nothing changes)', async () => {
    expect(await errorsOf(updateEmployeeSchema, { fullName: '', email: '', password: '', role: '' })).toEqual([]);
  });

  it('still checks what is given', async () => {
    expect(await errorsOf(updateEmployeeSchema, { fullName: '', email: 'x', password: 'short', role: '' })).toEqual(
      expect.arrayContaining(['Enter a valid email', 'Password must be at least 8 characters']),
    );
  });
});

describe('profileImageProblem', () => {
  it('accepts an image of 10 MB at most', () => {
    expect(profileImageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });
  it('refuses other files and larger images', () => {
    expect(profileImageProblem({ type: 'application/pdf', size: 10 })).toMatch(/image/);
    expect(profileImageProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toMatch(/10 MB/);
  });
});
