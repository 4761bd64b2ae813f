import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { repositoryRoot } from './paths.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      restPort: 3001,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: join(repositoryRoot(), 'data'),
      agency: {
        name: 'Agency Back Office',
        address: '100 Main Street, Newark, NJ 07102',
        phone: '+1 (973) 555-0100',
        timeZone: 'America/New_York',
      },
      adminEmail: 'admin@agency.local',
      adminPassword: null,
      logLevel: 'info',
      trustProxy: false,
      loginRateLimit: { perEmail: 10, perAddress: 30, windowMs: 900000 },
      sanctionsMatchThreshold: 0.92,
    });
    expect(isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads the variables', () => {
    const config = loadConfig({
      REST_PORT: '4001',
      DATA_DIR: '/tmp/agency',
      DATABASE_URL: 'postgres://u@h/db',
      AGENCY_TIME_ZONE: 'America/Sao_Paulo',
      TRUST_PROXY: 'false',
      ADMIN_PASSWORD: 'long-enough-password-7',
      SANCTIONS_MATCH_THRESHOLD: '0.875',
    });
    expect(config.sanctionsMatchThreshold).toBe(0.875);
    expect(config).toMatchObject({
      restPort: 4001,
      dataDir: '/tmp/agency',
      databaseUrl: 'postgres://u@h/db',
      trustProxy: false,
      adminPassword: 'long-enough-password-7',
    });
    expect(config.agency.timeZone).toBe('America/Sao_Paulo');
  });

  it.each([
    [{ REST_PORT: 'abc' }, 'REST_PORT'],
    [{ REST_PORT: '70000' }, 'REST_PORT'],
    [{ AGENCY_TIME_ZONE: 'Mars/Olympus' }, 'AGENCY_TIME_ZONE'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'password1234' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'chief@agency.test', ADMIN_PASSWORD: 'the-chief-password' }, 'ADMIN_PASSWORD'],
    [{ MFA_REQUIRED: 'admins' }, 'MFA_REQUIRED'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ LOGIN_RATE_LIMIT_PER_EMAIL: '0' }, 'LOGIN_RATE_LIMIT_PER_EMAIL'],
    [{ TRUST_PROXY: 'a b' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ GATEWAY_SECRET: 'short' }, 'GATEWAY_SECRET'],
    [{ SHUTDOWN_TIMEOUT_MS: '10s' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ SANCTIONS_MATCH_THRESHOLD: 'high' }, 'SANCTIONS_MATCH_THRESHOLD'],
    [{ SANCTIONS_MATCH_THRESHOLD: '92' }, 'SANCTIONS_MATCH_THRESHOLD'],
    [{ SANCTIONS_MATCH_THRESHOLD: '0.3' }, 'SANCTIONS_MATCH_THRESHOLD'],
    // A hop count would silently trust no proxy (Fastify 5): every user would share one address.
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('does not repeat a refused secret in its message', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'hunter2' })).toThrow(
      /^Invalid configuration: ADMIN_PASSWORD must have at least 12 characters$/,
    );
  });

  it('holds ADMIN_PASSWORD to the password rule, naming the reason (docs/employees-and-access.md#passwords)', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password1234' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD is one of the most commonly used passwords: choose another',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'chief@agency.test', ADMIN_PASSWORD: 'the-Chief-password' })).toThrow(
      "Invalid configuration: ADMIN_PASSWORD must not contain the email's name (chief)",
    );
  });

  it('reads MFA_REQUIRED: administrators by default, all or none', () => {
    expect(loadConfig({}).mfaRequired).toBe('administrators');
    expect(loadConfig({ MFA_REQUIRED: 'all' }).mfaRequired).toBe('all');
    expect(loadConfig({ MFA_REQUIRED: 'none' }).mfaRequired).toBe('none');
    expect(() => loadConfig({ MFA_REQUIRED: 'admins' })).toThrow('MFA_REQUIRED must be one of administrators, all, none');
  });
});
