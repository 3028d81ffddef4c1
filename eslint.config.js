import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'bench/out/**', '**/*.d.ts', '**/*.generated.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/emulator/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../platform/*',
                '../cli/*',
                '../action/*',
                '../source/*',
                '../catalog/*',
                '../plan/*',
                '../apply/*',
                '../render/*',
                '../git/*',
                '../shared/*',
                '../../platform/*',
                '../../source/*',
                '../../catalog/*',
                '../../plan/*',
                '../../apply/*',
                '../../shared/*',
              ],
              message: 'The emulator must not import client code; it shares only schemas/platform.',
            },
          ],
        },
      ],
    },
  },
);
