import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * Proves eslint.config.js enforces DESIGN.md's arrows. The files need not exist: lintText
 * only uses filePath to pick the config blocks, which is exactly what is under test.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  if (!result) throw new Error(`no lint result for ${file}`);
  // A fatal parse error would otherwise pass as "no boundary error".
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages
    .filter((m) =>
      ['no-restricted-imports', 'veritag/no-relative-escape', 'veritag/module-doors'].includes(
        m.ruleId ?? '',
      ),
    )
    .map((m) => m.message);
}

const uses = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('import boundaries', () => {
  it.each([
    [
      'domain imports api',
      'packages/domain/src/company/company.schema.ts',
      '@veritag/api',
      /domain imports no workspace package/,
    ],
    [
      'domain imports ui',
      'packages/domain/src/index.ts',
      '@veritag/ui',
      /domain imports no workspace package/,
    ],
    [
      'domain escapes its package',
      'packages/domain/src/company/company.schema.ts',
      '../../../api/src/index',
      /leaves packages\/domain/,
    ],
    [
      'domain imports node:',
      'packages/domain/src/index.ts',
      'node:crypto',
      /domain is pure TypeScript/,
    ],
    [
      'ui imports api',
      'packages/ui/src/components/Button/Button.tsx',
      '@veritag/api',
      /ui never imports api/,
    ],
    [
      'ui imports an app',
      'packages/ui/src/index.ts',
      '@veritag/console',
      /a package never imports an app/,
    ],
    ['api imports ui', 'packages/api/src/index.ts', '@veritag/ui', /api never imports ui/],
    [
      'api imports an app',
      'packages/api/src/index.ts',
      '@veritag/server',
      /a package never imports an app/,
    ],
    [
      'server imports ui',
      'apps/server/src/server.ts',
      '@veritag/ui',
      /server imports only domain and api/,
    ],
    [
      'console imports server',
      'apps/console/src/main.tsx',
      '@veritag/server',
      /console never imports server/,
    ],
    [
      'console deep-imports a package',
      'apps/console/src/main.tsx',
      '@veritag/ui/src/components/Button/Button',
      /Deep import/,
    ],
    [
      "a style reaches past ui's css door",
      'apps/scan/src/layout/PageLayout/PageLayout.css.ts',
      '@veritag/ui/src/css',
      /Deep import/,
    ],
    [
      'the scan app imports the api',
      'apps/scan/src/pages/ScanPage/ScanPage.tsx',
      '@veritag/api',
      /scan app renders what the server gives it/,
    ],
    [
      'the scan app imports the server',
      'apps/scan/src/node/index.ts',
      '@veritag/server',
      /scan app renders what the server gives it/,
    ],
    [
      'console reaches into a package by path',
      'apps/console/src/main.tsx',
      '../../../packages/ui/src/index',
      /leaves apps\/console/,
    ],
    [
      'a screen imports a sibling screen',
      'apps/console/src/screens/companies/CompanyList/CompanyList.tsx',
      '../CompanyEdit/CompanyEdit',
      /Screen boundary broken/,
    ],
    [
      "a module imports another module's table",
      'apps/server/src/modules/guilloche/guilloche.service.ts',
      '../files/files.table',
      /reaches inside the files module/,
    ],
    [
      "a module imports another module's service file",
      'apps/server/src/modules/settings/settings.routes.ts',
      '../files/files.service',
      /Use its door instead/,
    ],
    [
      "the app imports a module's routes",
      'apps/server/src/app.ts',
      './modules/guilloche/guilloche.routes',
      /reaches inside the guilloche module/,
    ],
    [
      'the seed reaches into a module',
      'apps/server/src/seed/demo-seed.ts',
      '../modules/accounts/accounts.repo',
      /reaches inside the accounts module/,
    ],
    [
      'platform code imports a module',
      'apps/server/src/platform/file-storage.ts',
      '../modules/files',
      /platform code \(platform\) serves every module and imports none/,
    ],
    [
      'platform code imports the app that composes the modules',
      'apps/server/src/platform/server-module.ts',
      '../app',
      /is the app, which composes the modules; platform code \(platform\) sits below it/,
    ],
    [
      'config imports the seed',
      'apps/server/src/config/config.ts',
      '../seed/demo-seed',
      /is the app, which composes the modules/,
    ],
    [
      'http code imports a module',
      'apps/server/src/http/bind-call.ts',
      '../modules/auth/index',
      /imports none/,
    ],
    [
      'a screen imports a screen by alias',
      'apps/console/src/screens/companies/CompanyList/CompanyList.tsx',
      '#app/screens/users/UserList/UserList',
      /no screen imports another screen/,
    ],
  ])('%s: errors', async (_name, file, source, message) => {
    const errors = await boundaryErrors(file, uses(source));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  });

  it('still forbids screens importing screens when the import is a re-export', async () => {
    const file = 'apps/console/src/screens/companies/CompanyList/index.ts';
    expect(
      await boundaryErrors(file, "export * from '../../users/UserList/UserList';\n"),
    ).not.toEqual([]);
  });

  it.each([
    [
      'console imports ui, api and domain',
      'apps/console/src/main.tsx',
      ['@veritag/ui', '@veritag/api', '@veritag/domain'],
    ],
    [
      'server imports api and domain',
      'apps/server/src/server.ts',
      ['@veritag/api', '@veritag/domain'],
    ],
    ['api imports domain', 'packages/api/src/index.ts', ['@veritag/domain', './contract/contract']],
    ['ui imports domain', 'packages/ui/src/index.ts', ['@veritag/domain', './tokens/contract.css']],
    [
      "a scan app style imports ui's css door",
      'apps/scan/src/layout/PageLayout/PageLayout.css.ts',
      ['@veritag/ui/css', '@veritag/domain'],
    ],
    [
      'a scan page imports ui and domain',
      'apps/scan/src/pages/ScanPage/ScanPage.tsx',
      ['@veritag/ui', '@veritag/domain'],
    ],
    [
      'domain imports valibot and its own files',
      'packages/domain/src/company/company.schema.ts',
      ['valibot', '../text/text.schema'],
    ],
    [
      'a screen imports its own files, packages and shared console code',
      'apps/console/src/screens/companies/CompanyList/CompanyList.tsx',
      ['./use-companies', '@veritag/ui', '@veritag/api', '#app/paths'],
    ],
    [
      'routing code imports screens',
      'apps/console/src/routes.tsx',
      ['#app/screens/companies/CompanyList/CompanyList'],
    ],
    [
      "a module imports its own files and other modules' doors",
      'apps/server/src/modules/guilloche/guilloche.service.ts',
      ['./guilloche.table', '../files', '../companies/index', '../../platform/access'],
    ],
    [
      'the app lists modules by their doors',
      'apps/server/src/app.ts',
      ['./modules/guilloche', './modules/files/index', './platform/server-module'],
    ],
  ])('%s: passes', async (_name, file, sources) => {
    const code = sources
      .map((s, i) => `import * as m${i} from '${s}';\nexport { m${i} };\n`)
      .join('');
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('the list kit guard', () => {
  const listErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    if (!result) throw new Error(`no lint result for ${file}`);
    expect(result.messages.filter((m) => m.fatal)).toEqual([]);
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it.each([
    [
      'a DataTable',
      'import { DataTable } from \'@veritag/ui\';\nexport const List = () => <DataTable caption="x" columns={[]} rows={[]} />;\n',
    ],
    ['a table', 'export const List = () => <table><tbody /></table>;\n'],
  ])('fails a screen or a form that draws %s by hand', async (_name, code) => {
    expect(
      await listErrors('apps/console/src/screens/things/ThingList/ThingList.tsx', code),
    ).toEqual([expect.stringMatching(/list kit/)]);
    expect(await listErrors('apps/console/src/forms/ThingRows.tsx', code)).toEqual([
      expect.stringMatching(/list kit/),
    ]);
  });

  it('lets the kit draw them', async () => {
    expect(
      await listErrors(
        'apps/console/src/kit/list/ListTable.tsx',
        'export const List = () => <table><tbody /></table>;\n',
      ),
    ).toEqual([]);
  });
});
