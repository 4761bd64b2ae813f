/**
 * Finds US-format dates and amounts in Portuguese text (docs/i18n.md "Formats"): a Brazilian reads
 * '11/02/2026' as 11 February and 'R$ 3,594.89' as three reais. Used by the tests that render the
 * Portuguese screens and receipts.
 */

/**
 * The US-format figures of `text`: an amount with a currency sign whose decimals follow a '.'
 * ('R$ 3,594.89', 'US$ 550.00', '$5.00') or whose thousands are grouped with ','; a date
 * 'MM/DD/YYYY' whose second number is above 12 ('11/21/2026'); and each of `isoDates`
 * ('YYYY-MM-DD', the dates the screen was given) written month first ('11/02/2026' for 2026-11-02).
 * An empty list when there is none.
 */
export function usFormatsIn(text: string, isoDates: readonly string[] = []): string[] {
  const found: string[] = [];
  const flat = text.replace(/\u00a0/g, ' ');
  for (const m of flat.matchAll(/(?:R\$|US\$|\$)\s?\d{1,3}(?:,\d{3})*\.\d{1,2}(?!\d)|(?:R\$|US\$|\$)\s?\d{1,3}(?:,\d{3})+(?![\d.])/g))
    found.push(m[0]);
  for (const m of flat.matchAll(/\b(\d{2})\/(\d{2})\/(\d{4})\b/g)) if (Number(m[2]) > 12) found.push(m[0]);
  for (const iso of isoDates) {
    const [y, mo, d] = iso.split('-');
    const monthFirst = `${mo}/${d}/${y}`;
    if (mo !== d && flat.includes(monthFirst)) found.push(monthFirst);
  }
  return found;
}
