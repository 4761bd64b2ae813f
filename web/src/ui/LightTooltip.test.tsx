// @vitest-environment jsdom
/**
 * LazyTooltip (docs/screens.md#weight): the tooltip fetched at the first hover or focus never
 * arrives between a press and its release, which would draw the button anew under the pointer and
 * lose the click (the badge's Log out once did nothing, seen in the sign-in e2e).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LazyTooltip } from './LazyTooltip';

afterEach(cleanup);

describe('LazyTooltip', () => {
  it('delivers a click whose press came before the tooltip arrived, then shows the tooltip', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Log out">
        <span>
          <button type="button" onClick={onClick}>
            out
          </button>
        </span>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'out' });
    // A press: the pointer goes down on the button, which takes the focus (the fetch starts).
    fireEvent.pointerDown(button);
    fireEvent.mouseOver(button);
    fireEvent.focus(button);
    // The tooltip's code arrives while the button is still pressed.
    await act(async () => {
      await import('@mui/material/Tooltip');
    });
    // The release and the click land on the button that was pressed.
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    // After the click the tooltip is drawn, open.
    expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveProperty('textContent', 'Log out');
  }, 30_000);
});
