/**
 * Monaco's three workers for GraphiQL, bundled by Vite from local files (`?worker`), so the
 * playground works offline. Used instead of `graphiql/setup-workers/vite`, which breaks Vite's dev
 * server (docs/ARCHITECTURE.md#known-pitfalls, graphql/graphiql#4038). Imported only by the lazy playground chunk.
 */
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

(globalThis as { MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker } }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};

export {};
