// @vitest-environment jsdom
/**
 * LightTooltip (docs/screens.md#weight): the tooltip shown at a hover or focus never draws the button
 * anew, so a press and its release land on the same button and the click is delivered (the badge's
 * Log out once did nothing when MUI's Tooltip, fetched on the first hover, redrew it in between; seen
 * in the sign-in e2e).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LightTooltip } from './LightTooltip';

afterEach(cleanup);

describe('LightTooltip', () => {
  it('shows the tooltip on hover and focus without drawing the pressed button anew, so its click is delivered', async () => {
    const onClick = vi.fn();
    render(
      <LightTooltip title="Log out">
        <span>
          <button type="button" onClick={onClick}>
            out
          </button>
        </span>
      </LightTooltip>,
    );
    const button = screen.getByRole('button', { name: 'out' });
    // A press: the pointer goes down on the button, which takes the focus.
    fireEvent.pointerDown(button);
    fireEvent.mouseOver(button);
    fireEvent.focus(button);
    // The tooltip shows while the button is still pressed, and the button is the same element.
    await act(async () => {});
    expect(screen.getByRole('tooltip').textContent).toBe('Log out');
    expect(screen.getByRole('button', { name: 'out' })).toBe(button);
    // The release and the click land on the button that was pressed.
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    // After the click the tooltip is still there.
    expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveProperty('textContent', 'Log out');
  }, 30_000);
});
