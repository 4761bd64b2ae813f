import { describe, expect, it } from 'vitest';
import { componentTextsOf, currentLanguage, hasText, languageOf, loadCatalogue, setLanguage, translate } from './index';

describe('the language', () => {
  it('reads any Portuguese tag as pt-BR and anything else as English', () => {
    expect(languageOf('pt-BR')).toBe('pt-BR');
    expect(languageOf('pt')).toBe('pt-BR');
    expect(languageOf('pt-PT')).toBe('pt-BR');
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('es')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('switches every text at once, with plurals', async () => {
    expect(currentLanguage()).toBe('en');
    expect(translate('lists.orderCount', { count: 1 })).toBe('1 order');
    await setLanguage('pt-BR');
    try {
      expect(currentLanguage()).toBe('pt-BR');
      expect(translate('nav.items.newOrder')).toBe('Novo Pedido');
      expect(translate('lists.orderCount', { count: 1 })).toBe('1 pedido');
      expect(translate('lists.orderCount', { count: 2 })).toBe('2 pedidos');
      // A forced language (the receipts keep English).
      expect(translate('status.PENDING', {}, 'en')).toBe('Pending');
    } finally {
      await setLanguage('en');
    }
  });

  it('reads the catalogues: English fallback, the key when unknown, placeholders and Portuguese plurals', async () => {
    expect(translate('errors.ofLine', { field: 'Value', line: 2 })).toBe('Value of line 2');
    // A placeholder without its value, or with null, reads as nothing; 0 is written.
    expect(translate('errors.ofLine', { field: 'Value' })).toBe('Value of line ');
    expect(translate('errors.ofLine', { field: null, line: 0 })).toBe(' of line 0');
    expect(translate('no.such.key')).toBe('no.such.key');
    // A section is not a text.
    expect(translate('errors')).toBe('errors');
    expect(hasText('errors.generic')).toBe(true);
    expect(hasText('errors.nothing')).toBe(false);
    expect(hasText('errors')).toBe(false);
    await setLanguage('pt-BR');
    try {
      expect(currentLanguage()).toBe('pt-BR');
      // Portuguese counts 0 as singular (Intl.PluralRules); English plural for 0.
      expect(translate('lists.orderCount', { count: 0 })).toBe('0 pedido');
      expect(translate('lists.orderCount', { count: 0 }, 'en')).toBe('0 orders');
    } finally {
      await setLanguage('en');
    }
  });

  it("brings MUI's own texts in Portuguese with the Portuguese catalogue, and none for English (MUI's own)", async () => {
    expect(componentTextsOf('en')).toBeUndefined();
    await loadCatalogue('pt-BR');
    const pager = componentTextsOf('pt-BR')?.components?.MuiPagination?.defaultProps?.getItemAriaLabel;
    expect(pager?.('next', 2, false)).toBe('Ir para a próxima página');
  });
});
