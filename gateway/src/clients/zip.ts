/**
 * US ZIP lookup for the sender form (docs/clients-and-beneficiaries.md#calls, docs/errors.md 'Zip error!'). Answers from the embedded
 * `zipcodes` dataset, so it works offline; when ZIP_API_KEY is set it asks the third-party service
 * the spec names first (GET /api/v1/search?apikey=&codes=&country=US) and falls back to the dataset
 * on any failure.
 */
import { canonicalUsZip } from '@agency/rules';
import zipcodes from 'zipcodes';
import { request } from 'undici';

export interface ZipPlace {
  zipCode: string;
  city: string;
  state: string;
}

export interface ZipServiceConfig {
  /** ZIP_API_KEY: the third-party service's key; null to use only the dataset. */
  apiKey: string | null;
  /** ZIP_API_URL: the service's base URL. */
  apiUrl: string;
}

/** The 5-digit ZIP of a US ZIP code as the server takes it ('07102', '07102-1234'), or null for anything else. */
export function normaliseZip(input: string): string | null {
  return canonicalUsZip(input)?.slice(0, 5) ?? null;
}

async function askService(zip: string, config: ZipServiceConfig): Promise<ZipPlace | null> {
  const url = new URL('/api/v1/search', config.apiUrl);
  url.searchParams.set('apikey', config.apiKey!);
  url.searchParams.set('codes', zip);
  url.searchParams.set('country', 'US');
  const response = await request(url, { headersTimeout: 3000, bodyTimeout: 3000 });
  if (response.statusCode !== 200) {
    await response.body.dump();
    return null;
  }
  const body = (await response.body.json()) as { results?: Record<string, { city?: string; state_code?: string; state?: string }[]> };
  const hit = body.results?.[zip]?.[0];
  const state = hit?.state_code ?? hit?.state;
  return hit?.city && state && /^[A-Z]{2}$/.test(state) ? { zipCode: zip, city: hit.city, state } : null;
}

/**
 * City and state of a US ZIP, or null when unknown.
 * @param input '07102' or '07102-1234'.
 */
export async function lookupZip(input: string, config: ZipServiceConfig): Promise<ZipPlace | null> {
  const zip = normaliseZip(input);
  if (!zip) return null;
  if (config.apiKey) {
    try {
      const answer = await askService(zip, config);
      if (answer) return answer;
    } catch {
      // The service is optional: fall back to the embedded dataset.
    }
  }
  const place = zipcodes.lookup(zip);
  return place ? { zipCode: zip, city: place.city, state: place.state } : null;
}
