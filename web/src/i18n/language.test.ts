import { describe, expect, it } from 'vitest';
import { currentLanguage, languageOf, setLanguage, translate } from './index';

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
});
