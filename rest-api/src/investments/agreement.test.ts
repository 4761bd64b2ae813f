/**
 * Agreements (docs/investments.md#the-investment-page, #calls, docs/errors.md; docs/ARCHITECTURE.md#security): the generated agreement is a
 * real PDF naming the parties, figures, dates and schedule, stored and downloaded byte for byte,
 * 404 'No file on system' before generation, replaced when generated again; the signed agreement is
 * uploaded (PDF, JPEG, PNG or WebP by content) and downloaded byte for byte, a text file refused.
 */
import { expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, PDF_BYTES, PNG_1X1, useApp } from '../test-support/build.js';
import { createClient, upload } from '../test-support/people.js';
import { createInvestment, get, investmentBody, pdfText, post } from '../test-support/investments.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatTaxId } from './agreement.js';

/** The text of each page of a PDF, as a reader would copy it (unpdf, pdf.js). */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

forEachBackend('investment agreements', (backend) => {
  const t = useApp(backend, {
    config: {
      agency: {
        name: 'Agencia Teste Ltda',
        address: '100 Main Street, Newark, NJ 07102',
        phone: '+1 (973) 555-0100',
        timeZone: 'America/New_York',
      },
    },
  });

  it('generates the agreement PDF from the investment, keeps it, and answers 404 before', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const { investment } = await createInvestment(app, admin, investmentBody(client.id, { createdAt: '2027-01-31', numberMonths: 3 }));
    const url = `/api/investment/document/agreement/original/${investment.id}`;

    const before = await get(app, admin, url);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('No file on system');

    const generated = await post(app, admin, url);
    expect(generated.statusCode).toBe(200);
    expect(generated.json().fileExtension).toBe('pdf');
    const pdf = Buffer.from(generated.json().document, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1500);

    const text = pdfText(pdf);
    for (const expected of [
      'Investment Agreement',
      client.fullName,
      formatTaxId(String(client.email)),
      'Agencia Teste Ltda',
      '100 Main Street, Newark, NJ 07102',
      '+1 (973) 555-0100',
      'USD 1,000.00',
      'BRL 5,000.00',
      '1.50%',
      'USD 15.00',
      'BRL 100.00',
      '3 months',
      '01/31/2027',
      '04/30/2027',
      '02/28/2027', // the invoices: 31 January clamped to February's end (docs/investments.md)
      '03/31/2027',
      'Banco do Brasil',
      '56789-0',
    ]) {
      expect(text, expected).toContain(expected);
    }

    const download = await get(app, admin, url);
    expect(download.statusCode).toBe(200);
    expect(download.json()).toEqual({ document: pdf.toString('base64'), fileExtension: 'pdf' });
    expect((await get(app, admin, `/api/investment/${investment.id}`)).json().investment.hasOriginalAgreement).toBe(true);

    // Generating again replaces it (after a status change the bytes may differ; the download follows).
    const again = Buffer.from((await post(app, admin, url)).json().document, 'base64');
    expect(Buffer.from((await get(app, admin, url)).json().document, 'base64').equals(again)).toBe(true);

    const audit = await db.query<{ after: Record<string, unknown> }>(
      `SELECT after FROM audit_log WHERE entity = 'investment' AND entity_id = $1 AND action = 'generate-agreement'`,
      [String(investment.id)],
    );
    expect(audit.rows).toHaveLength(2);
    expect(JSON.stringify(audit.rows[0]!.after)).not.toContain('JVBER'); // no base64 PDF in the audit
    expect((await post(app, admin, '/api/investment/document/agreement/original/99999999')).statusCode).toBe(404);
    expect((await get(app, admin, '/api/investment/document/agreement/original/99999999')).statusCode).toBe(404);
  });

  it("is bilingual: the whole agreement in Portuguese first, then in English, with each language's formats (docs/i18n.md)", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const { investment } = await createInvestment(app, admin, investmentBody(client.id, { createdAt: '2027-01-31', numberMonths: 3 }));
    const pdf = Buffer.from(
      (await post(app, admin, `/api/investment/document/agreement/original/${investment.id}`)).json().document,
      'base64',
    );
    const pages = await pagesOf(pdf);
    const all = pages.join('\n');
    const portuguese = all.indexOf('Contrato de Investimento');
    const english = all.indexOf('Investment Agreement');
    expect(portuguese).toBeGreaterThanOrEqual(0);
    expect(english).toBeGreaterThan(portuguese);
    expect(pages[0]).toContain('Contrato de Investimento');
    expect(pages[0]).not.toContain('Investment Agreement');

    const pt = all.slice(portuguese, english);
    for (const expected of [
      `Contrato nº ${investment.id}`,
      '1. Partes',
      'Agência: Agencia Teste Ltda',
      client.fullName,
      'Valor investido (USD): US$ 1.000,00',
      'Percentual mensal (USD): 1,50%',
      'Rendimento mensal (USD): US$ 15,00',
      'Valor investido (BRL): R$ 5.000,00',
      'Rendimento mensal (BRL): R$ 100,00',
      'Prazo: 3 meses',
      'Data de criação: 31/01/2027',
      'Data de término: 30/04/2027',
      'A agência paga ao cliente o rendimento mensal em cada uma das datas a seguir (3 pagamentos):',
      '28/02/2027',
      '4. Forma de pagamento',
      'Método: Depósito bancário',
      'Banco: Banco do Brasil',
    ]) {
      expect(pt, expected).toContain(expected);
    }
    const en = all.slice(english);
    for (const expected of [
      `Agreement No. ${investment.id}`,
      '1. Parties',
      'Agency: Agencia Teste Ltda',
      'Amount invested (USD): USD 1,000.00',
      'Monthly percentage (USD): 1.50%',
      'Amount invested (BRL): BRL 5,000.00',
      'Term: 3 months',
      'Creation date: 01/31/2027',
      'Finalization date: 04/30/2027',
      'The agency pays the client the monthly income on each of the following dates (3 payments):',
      '02/28/2027',
      'Method: Bank Deposit',
      'As partes concordam com os termos acima, redigidos em português e em inglês.',
      'The parties agree to the terms above, written in Portuguese and English.',
    ]) {
      expect(en, expected).toContain(expected);
    }
    expect(en).not.toContain('US$');
  });

  it('writes a PIX payout and a renewal into the agreement', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const original = await createInvestment(app, admin, investmentBody(client.id));
    const { investment } = await createInvestment(
      app,
      admin,
      investmentBody(client.id, {
        payoutTypeID: 2,
        pix: 'pix.key@example.com',
        isRenew: true,
        originalInvestment: original.investment.id,
        numberMonths: 1,
      }),
    );
    const pdf = Buffer.from(
      (await post(app, admin, `/api/investment/document/agreement/original/${investment.id}`)).json().document,
      'base64',
    );
    const text = pdfText(pdf);
    expect(text).toContain('pix.key@example.com');
    expect(text).toContain(`No. ${original.investment.id}`);
    expect(text).toContain('1 month');
  });

  it('uploads the signed agreement and downloads it byte for byte; refuses a text file', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const { investment } = await createInvestment(app, admin, investmentBody(client.id));
    const url = `/api/investment/document/agreement/completed/${investment.id}`;
    expect((await get(app, admin, url)).json().message).toBe('No file on system');

    const text = await upload(
      app,
      `/api/investment/upload/${investment.id}`,
      admin,
      Buffer.from('just some text, not a document'),
      'signed.pdf',
      'application/pdf',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('file: must be a PDF, JPEG, PNG or WebP file');
    expect((await get(app, admin, url)).statusCode).toBe(404);

    const png = await upload(app, `/api/investment/upload/${investment.id}`, admin, PNG_1X1, 'signed.png', 'image/png');
    expect(png.statusCode).toBe(200);
    expect(png.json().investment).toMatchObject({ id: investment.id, hasCompletedAgreement: true, hasOriginalAgreement: false });
    const first = (await get(app, admin, url)).json();
    expect(first.fileExtension).toBe('png');
    expect(Buffer.from(first.document, 'base64').equals(PNG_1X1)).toBe(true);

    // A PDF sent under a .png name is a PDF; it replaces the scan.
    const pdf = await upload(app, `/api/investment/upload/${investment.id}`, admin, PDF_BYTES, 'scan.png', 'image/png');
    expect(pdf.statusCode).toBe(200);
    const second = (await get(app, admin, url)).json();
    expect(second.fileExtension).toBe('pdf');
    expect(Buffer.from(second.document, 'base64').equals(PDF_BYTES)).toBe(true);

    const audit = await db.query<{ after: Record<string, unknown> }>(
      `SELECT after FROM audit_log WHERE entity = 'investment' AND entity_id = $1 AND action = 'upload-agreement' ORDER BY id`,
      [String(investment.id)],
    );
    expect(audit.rows.map((r) => r.after.completedAgreementBytes)).toEqual([PNG_1X1.length, PDF_BYTES.length]);
    const json = await app.inject({ method: 'POST', url: `/api/investment/upload/${investment.id}`, headers: bearer(admin), payload: {} });
    expect(json.statusCode).toBe(400);
    expect((await upload(app, '/api/investment/upload/99999999', admin, PNG_1X1, 'a.png', 'image/png')).statusCode).toBe(404);
  });
});
