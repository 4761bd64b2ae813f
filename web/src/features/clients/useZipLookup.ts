import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ZipLookupDocument } from './ZipLookup.generated';
import { translate } from '../../i18n';

/** The message under the Zip Code field when the lookup fails (docs/errors.md). */
export const ZIP_ERROR = 'people.zipError';

/** The 5-digit ZIP to look up in what the user typed, or null while it is not one. */
export function zipToLookUp(text: string): string | null {
  const m = /^\s*(\d{5})(?:-\d{0,4})?\s*$/.exec(text);
  return m?.[1] ?? null;
}

/**
 * The client form's ZIP lookup: `lookUp(text)` asks zipLookup once the field holds 5 digits and
 * hands the city and state to `onFound`; NOT_FOUND or any failure sets `zipError` to 'Zip error!'.
 * The same ZIP is not asked twice in a row.
 */
export function useZipLookup(onFound: (place: { city: string; state: string }) => void) {
  const client = useApolloClient();
  const [zipError, setZipError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const last = useRef<string | null>(null);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  const lookUp = useCallback(
    async (text: string) => {
      const zip = zipToLookUp(text);
      if (!zip) {
        last.current = null;
        setZipError(null);
        return;
      }
      if (zip === last.current) return;
      last.current = zip;
      setLoading(true);
      try {
        const { data } = await client.query({ query: ZipLookupDocument, variables: { zipCode: zip } });
        if (last.current !== zip) return;
        if (!data) throw new Error('No answer');
        setZipError(null);
        onFoundRef.current({ city: data.zipLookup.city, state: data.zipLookup.state });
      } catch {
        if (last.current === zip) {
          setZipError(translate(ZIP_ERROR));
          last.current = null;
        }
      } finally {
        setLoading(false);
      }
    },
    [client],
  );

  return { lookUp, zipError, loading };
}
