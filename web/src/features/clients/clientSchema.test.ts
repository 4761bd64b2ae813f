import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { CLIENT_REQUIRED_FIELDS, clientFormValues, clientInput, clientSchema, type ClientFormValues } from './clientSchema';

async function errorsOf(values: unknown): Promise<string[]> {
  try {
    await clientSchema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
}

const valid: ClientFormValues = {
  fullName: '  Maria Silva ',
  birthday: '1980-02-29',
  cpf: '529.982.247-25',
  telephone: '+1 (555) 123-4567',
  streetAddress: '1 Main St',
  zipCode: '02139',
  city: 'Cambridge',
  state: 'MA',
  country: '',
  documentType: 'PASSPORT',
  documentNumber: 'X123',
};

describe('clientSchema', () => {
  it('accepts a complete client', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires the sender fields of docs/clients-and-beneficiaries.md#validation, not the country', async () => {
    const blank = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as unknown as ClientFormValues;
    const errors = await errorsOf(blank);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Full Name is required',
        'Birthday is required',
        'CPF is required',
        'Telephone is required',
        'Street Address is required',
        'Zip Code is required',
        'City is required',
        'State is required',
        'Document Type is required',
        'Document Number is required',
      ]),
    );
    expect(errors.some((e) => e.startsWith('Country'))).toBe(false);
    expect([...CLIENT_REQUIRED_FIELDS].sort()).toEqual(
      ['birthday', 'city', 'cpf', 'documentNumber', 'documentType', 'fullName', 'state', 'streetAddress', 'telephone', 'zipCode'].sort(),
    );
  });

  it('checks the phone, ZIP and birthday formats', async () => {
    expect(await errorsOf({ ...valid, telephone: '+1 (555) 12', zipCode: '123', birthday: '2023-02-29' })).toEqual(
      expect.arrayContaining(['Enter a US phone: +1 (ddd) ddd-dddd', 'Enter a 5-digit ZIP code', 'Enter a valid date']),
    );
  });

  it('treats blanks as missing', async () => {
    expect(await errorsOf({ ...valid, fullName: '   ' })).toEqual(['Full Name is required']);
  });

  it('refuses a name made only of invisible characters, as the server does', async () => {
    for (const fullName of ['\u200b', '\u00ad', ' \u200b\u2060 ']) {
      expect(await errorsOf({ ...valid, fullName })).toEqual(['Full Name must have visible letters, not only invisible characters']);
    }
    expect(await errorsOf({ ...valid, fullName: 'Ab\u200bu Abbas' })).toEqual([]);
  });
});

describe('clientInput', () => {
  it('trims, sends phone digits, keeps the birthday as typed and defaults the country to US', () => {
    expect(clientInput(valid)).toEqual({
      fullName: 'Maria Silva',
      birthday: '1980-02-29',
      cpf: '529.982.247-25',
      telephone: '5551234567',
      streetAddress: '1 Main St',
      zipCode: '02139',
      city: 'Cambridge',
      state: 'MA',
      country: 'US',
      documentType: 'PASSPORT',
      documentNumber: 'X123',
    });
  });

  it('round-trips a client', () => {
    const values = clientFormValues({
      id: '1',
      version: 1,
      fullName: 'Ana',
      birthday: '1990-12-31',
      cpf: '52998224725',
      telephone: '5551234567',
      streetAddress: 'St',
      zipCode: '10001',
      city: 'New York',
      state: 'NY',
      country: 'US',
      documentType: 'CPF',
      documentNumber: '1',
      hasDocument: false,
    });
    expect(values.telephone).toBe('+1 (555) 123-4567');
    expect(clientInput(values).birthday).toBe('1990-12-31');
    expect(clientFormValues().country).toBe('US');
    expect(clientFormValues().documentType).toBe('CNH');
  });
});
