import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/** Web feature folders: each may import its own files, shared code and the contract, never another feature. */
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Import boundaries (issue 13, point 8): who may import whom. */
const boundaries = [
  ...features.map((f) => ({
    target: `./apps/web/src/features/${f}`,
    from: './apps/web/src/features',
    except: [`./${f}`],
    message: 'Una funcionalidad no importa otra: lo compartido va a components/, lib/ o api/, y las rutas componen.',
  })),
  {
    target: './packages/shared',
    from: ['./apps', './bench'],
    message: 'packages/shared es el contrato: no importa nada de las aplicaciones.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/api'],
    from: './apps/web/src/features',
    message: 'El código compartido de la web no depende de una funcionalidad.',
  },
  {
    target: './apps/api/src/modules/*/*.queries.ts',
    from: ['./apps/api/src/modules/*/*.service.ts', './apps/api/src/modules/*/*.routes.ts'],
    message: 'Capas de la API: routes → service → queries; las consultas no llaman servicios ni rutas.',
  },
  {
    target: './apps/api/src/modules/*/*.service.ts',
    from: './apps/api/src/modules/*/*.routes.ts',
    message: 'Capas de la API: routes → service → queries; un servicio no importa rutas.',
  },
  {
    target: ['./apps/api/src/plugins', './apps/api/src/lib', './apps/api/src/contract', './apps/api/src/access', './apps/api/src/cache'],
    from: './apps/api/src/modules',
    message: 'La infraestructura de la API no importa módulos de dominio.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/shared/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests read loosely-typed JSON answers; `any` there keeps assertions readable.
    files: ['**/*.test.ts', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The web calls routes through their zod-free references (route-refs.ts); a declaration
    // at run time would pull the schemas into every screen (decision 130). Types are fine.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@ingreso/shared'],
              importNamePattern: '^(\\w+Contract|allRoutes)$',
              allowTypeImports: true,
              message: 'La web llama a las rutas por sus referencias (<recurso>Refs); las declaraciones, solo como tipos.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
