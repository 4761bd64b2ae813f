import { describe, expect, it } from 'vitest';
import { deviceName } from './deviceName';

describe('deviceName (docs/employees-and-access.md#sign-in-screens)', () => {
  it('reads the browser with its major version and the system from a user agent', () => {
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toBe('Chrome 131 / Windows 10');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toMatch(/^Safari 17 \/ iOS/);
  });

  it("names a script's agent by its first word, and says nothing without one", () => {
    expect(deviceName('curl/8.5.0')).toBe('curl');
    expect(deviceName(null)).toBeNull();
    expect(deviceName('')).toBeNull();
  });
});
