// @vitest-environment jsdom
/**
 * The sidebar's Orders Report modal (docs/lists-and-reports.md, issue 30 item 8): dates typed as the
 * language writes them; an impossible date keeps what was typed, says it does not exist and keeps
 * Generate off until it is corrected, and then the report opens for the two dates.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from '../../i18n';
import { OrdersReportDialog } from './OrdersReportDialog';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const TEXTS = {
  en: {
    start: 'Start Date',
    end: 'End Date',
    generate: 'Generate',
    typedStart: '11202026',
    impossibleEnd: '02312026',
    shownEnd: '02/31/2026',
    says: 'There is no 02/31/2026: enter a date that exists, as MM/DD/YYYY',
    fixedEnd: '11262026',
  },
  'pt-BR': {
    start: 'Data Inicial',
    end: 'Data Final',
    generate: 'Gerar',
    typedStart: '20112026',
    impossibleEnd: '31022026',
    shownEnd: '31/02/2026',
    says: 'Não existe 31/02/2026: digite uma data que exista, como DD/MM/AAAA',
    fixedEnd: '26112026',
  },
} as const;

describe('the Orders Report modal (issue 30 item 8)', () => {
  it.each<Language>(['en', 'pt-BR'])(
    'in %s keeps an impossible date as typed, says it does not exist, and opens the report once it is corrected',
    async (language) => {
      await setLanguage(language);
      const t = TEXTS[language];
      const open = vi.fn();
      vi.stubGlobal('open', open);
      const onClose = vi.fn();
      const user = userEvent.setup();
      render(<OrdersReportDialog open onClose={onClose} />);

      await user.type(screen.getByLabelText(t.start), t.typedStart);
      const end = screen.getByLabelText(t.end) as HTMLInputElement;
      await user.type(end, t.impossibleEnd);
      await user.tab();
      expect(end.value).toBe(t.shownEnd);
      expect(await screen.findByText(t.says)).toBeTruthy();
      expect((screen.getByRole('button', { name: t.generate }) as HTMLButtonElement).disabled).toBe(true);

      await user.clear(end);
      await user.type(end, t.fixedEnd);
      await user.tab();
      expect(screen.queryByText(t.says)).toBeNull();
      await user.click(screen.getByRole('button', { name: t.generate }));
      expect(open).toHaveBeenCalledWith('/orders/report/2026-11-20_2026-11-26', '_blank', 'noopener');
      expect(onClose).toHaveBeenCalled();
    },
    60_000,
  );
});
