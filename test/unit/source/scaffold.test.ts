import { describe, expect, it } from 'vitest';
import { validateTree } from '../../../src/emulator/sites/validate/index.js';
import { scaffoldSite } from '../../../src/source/scaffold.js';

describe('scaffoldSite', () => {
  it.each(['Corner Shop', 'Ada’s "Shop" </script>'])(
    'is a tree the platform accepts without a warning, named %j',
    (name) => {
      const files = scaffoldSite(name);
      const result = validateTree(new Map(Object.entries(files).map(([p, c]) => [p, Buffer.from(c)])));
      expect(result.errors).toEqual([]);
      expect(result.warnings).toEqual([]);
      expect(JSON.parse(files['site.json']!)).toEqual({
        name,
        default_language: 'en',
        supported_languages: ['en'],
      });
      expect(Object.keys(files).sort()).toEqual([
        'assets/site.css',
        'content/home/en.json',
        'navigation/main.json',
        'pages/home.json',
        'site.json',
        'templates/page.html',
      ]);
    },
  );
});
