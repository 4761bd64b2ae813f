/** Test inputs for clients and beneficiaries through GraphQL: valid values, the name given by the test. */

/** Valid CPFs (check digits correct). */
export const CPFS = ['52998224725', '11144477735', '39053344705', '28625587887'] as const;

/** A valid ClientInput named fullName. */
export function clientInput(fullName: string, cpf: string = CPFS[0]) {
  return {
    fullName,
    birthday: '1985-03-14',
    cpf,
    telephone: '+1 (973) 555-0101',
    streetAddress: '10 Ferry St',
    zipCode: '07105',
    city: 'Newark',
    state: 'NJ',
    documentType: 'PASSPORT',
    documentNumber: 'P1234567',
  };
}

/** A valid BeneficiaryInput named fullName: paid by Pix to `pix` when given, else by Bank Deposit. */
export function beneficiaryInput(fullName: string, pix: string | null = null) {
  return {
    fullName,
    cpf: CPFS[1],
    telephone: '+55 (11) 98765-4321',
    state: 'SP',
    city: 'São Paulo',
    payoutType: pix ? 'PIX' : 'BANK_DEPOSIT',
    accountType: 'CHECKING',
    pix,
    bankName: pix ? null : 'Banco do Brasil',
    branch: pix ? null : '1234',
    accountNumber: pix ? null : '56789-0',
    documentType: 'RG',
    documentNumber: '12.345.678-9',
  };
}
