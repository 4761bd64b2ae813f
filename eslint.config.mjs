// ESLint over every workspace (docs/ARCHITECTURE.md#conventions): typescript-eslint with type
// information, React's hooks rules and jsx-a11y on the web app, and eslint-config-prettier last so
// formatting is Prettier's alone. `npm run lint` runs it with --max-warnings 0.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'schema/index.d.mts',
      'vitest.config.ts',
      'codegen.ts',
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      '**/*.generated.ts',
      'web/public/**',
      '**/*.d.ts',
      'coverage/**',
      '.turbo/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Unused names are mistakes, except the `_` placeholders of a signature.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Fastify, Apollo and undici hand back `any` in places their types do not reach; the
      // unsafe-* rules would flag every such seam rather than a mistake.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Fire-and-forget is written `void promise`; a floating promise is a bug.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins and Apollo plugin hooks are async by their contracts, awaited or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks and their dependencies; the React Compiler's advisory rules of
      // react-hooks 7 (set-state-in-effect, refs) are for code written for the compiler, which
      // this app does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog moves focus to its first field (the WAI-ARIA dialog pattern); MUI's autoFocus on its
      // components does that. A raw DOM element may not take focus on its own.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Tests, scripts and benchmarks print what they measure and poke at internals.
    files: ['**/*.test.{ts,tsx}', '**/test-support/**', 'tests/**', '**/scripts/**', '**/*.config.{ts,mjs,js}'],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Replies read in tests are whatever the server sent: `any` is honest there.
      '@typescript-eslint/no-explicit-any': 'off',
      // `reply.json() as Order` reads as well as `reply.json<Order>()`.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
