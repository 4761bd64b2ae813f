import { describe, expect, it } from 'vitest';
import { clearSession, getToken, getUserInfo, hasSession, saveSession, TOKEN_KEY, USER_INFO_KEY, type SessionStorage } from './session';

function memoryStorage(initial: Record<string, string> = {}): SessionStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('session', () => {
  it('stores the token and userInfo without the picture', () => {
    const storage = memoryStorage();
    const info = saveSession({ token: 't0k', employeeId: '7', fullName: 'Ana Souza', role: 'ADMINISTRATOR' }, storage);
    expect(info).toEqual({ employeeID: '7', fullName: 'Ana Souza', highestRole: 'ADMINISTRATOR' });
    expect(storage.data.get(TOKEN_KEY)).toBe('t0k');
    expect(JSON.parse(storage.data.get(USER_INFO_KEY) ?? '{}')).toEqual(info);
    expect(storage.data.get(USER_INFO_KEY)).not.toContain('profileImage');
    expect(getToken(storage)).toBe('t0k');
    expect(hasSession(storage)).toBe(true);
    expect(getUserInfo(storage)).toEqual(info);
  });

  it('has no session without a token, or with an empty one', () => {
    expect(hasSession(memoryStorage())).toBe(false);
    expect(hasSession(memoryStorage({ [TOKEN_KEY]: '' }))).toBe(false);
    expect(getToken(memoryStorage())).toBeNull();
  });

  it('clears both keys', () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 'x', [USER_INFO_KEY]: '{}', other: 'kept' });
    clearSession(storage);
    expect(storage.data.has(TOKEN_KEY)).toBe(false);
    expect(storage.data.has(USER_INFO_KEY)).toBe(false);
    expect(storage.data.get('other')).toBe('kept');
  });

  it('ignores unreadable userInfo', () => {
    expect(getUserInfo(memoryStorage({ [USER_INFO_KEY]: 'not json' }))).toBeNull();
    expect(getUserInfo(memoryStorage({ [USER_INFO_KEY]: '{"fullName":"A"}' }))).toBeNull();
  });

  it('works without any storage (server-side or tests)', () => {
    expect(getToken(undefined)).toBeNull();
    expect(() => clearSession(undefined)).not.toThrow();
  });
});
