import './monacoWorkers';
import 'graphiql/style.css';
import { useMemo } from 'react';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import Box from '@mui/material/Box';
import { getToken } from '../../features/auth/session';

const DEFAULT_QUERY = `# Queries run as the signed-in user.
query Me {
  viewer {
    isAdministrator
    employee {
      id
      fullName
      role
    }
  }
  agency {
    name
    address
    phone
  }
}
`;

/**
 * GraphiQL's colours that read under 4.5:1 (WCAG 1.4.3, docs/screens.md#accessibility), darkened:
 * its logo's grey on its grey bar (4.26:1) and monaco's line numbers (the dimmed ones 1.75:1), both in
 * the app's slate grey (#5f6b7a: 5.4:1 on white, 4.8:1 on GraphiQL's #f1f2f4).
 */
const READABLE_GRAPHIQL = {
  '& .graphiql-container': { height: '100%' },
  // GraphiQL's own rule has two classes and comes later: three classes win.
  '& .graphiql-container .graphiql-logo-link, & .graphiql-container .graphiql-logo': { color: '#5f6b7a' },
  '& .monaco-editor .line-numbers, & .monaco-editor .line-numbers.dimmed-line-number': { color: '#5f6b7a !important' },
} as const;

/**
 * /playground: GraphiQL 5 on /graphql with the user's bearer token. This module (and monaco) is
 * loaded lazily, never in the main bundle (docs/ARCHITECTURE.md#known-pitfalls).
 */
export default function Playground() {
  const token = getToken();
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: '/graphql',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }),
    [token],
  );
  return (
    <Box sx={{ height: '100%', ...READABLE_GRAPHIQL }} data-testid="graphql-playground">
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
    </Box>
  );
}
