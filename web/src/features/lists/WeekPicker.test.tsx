// @vitest-environment jsdom
/**
 * The dashboard's 'Week of' field (docs/lists-and-reports.md, docs/screens.md#weight): a date typed
 * as MM/DD/YYYY, or picked on the calendar its 'Choose date' button opens, becomes the week.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WeekPicker } from './WeekPicker';

afterEach(cleanup);

describe("the dashboard's 'Week of' field", () => {
  it('takes a typed date once it is complete and real', async () => {
    const onChange = vi.fn();
    render(<WeekPicker value="2026-11-20" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Week of' });
    expect((field as HTMLInputElement).value).toBe('11/20/2026');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '1118202');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(field, '6');
    expect(onChange).toHaveBeenCalledWith('2026-11-18');
  });

  it("opens a calendar at the date on show, and a day picked there becomes the week's date", async () => {
    const onChange = vi.fn();
    render(<WeekPicker value="2026-11-20" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose date' }, { timeout: 10_000 });
    expect(calendar.textContent).toContain('November 2026');
    await user.click(screen.getByRole('gridcell', { name: '24' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-24');
  }, 30_000);
});
