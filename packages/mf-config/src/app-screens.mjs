// At build time: an app's declared screens (src/screens.json) and the screens its './routes' module has a page for,
// both written into its mf-manifest.json (metaData.screens and metaData.pages) for the server, the shell and
// deploy:remote to read. A build whose declarations are malformed, or that misses a page, fails.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { declarationProblems, pageProblems, SCREENS_FILE } from '@pm/apps/screens';
import ts from 'typescript';

/**
 * The keys of the object literal exported as `pages` by the routes module: the screens it has a page for.
 * @param {string} routesFile
 * @returns {string[]}
 */
export function pageIdsOf(routesFile) {
  const source = ts.createSourceFile(routesFile, readFileSync(routesFile, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(source) !== 'pages') continue;
      let initializer = declaration.initializer;
      while (initializer && (ts.isSatisfiesExpression(initializer) || ts.isAsExpression(initializer)))
        initializer = initializer.expression;
      if (!initializer || !ts.isObjectLiteralExpression(initializer))
        throw new Error(`${routesFile}: \`pages\` must be an object literal keyed by screen id.`);
      return initializer.properties.map((property) => {
        const name = property.name;
        if (name && (ts.isStringLiteral(name) || ts.isIdentifier(name))) return name.text;
        throw new Error(`${routesFile}: every key of \`pages\` must be a screen id written out.`);
      });
    }
  }
  throw new Error(`${routesFile} exports no \`pages\`.`);
}

/**
 * The app's declarations and pages, checked: throws one line per problem.
 * @param {{ appDirectory: string, owner: string, routesModule?: string }} options routesModule: the exposed
 *   './routes' file of a remote (the shell's own screens are drawn by the shell)
 */
export function readAppScreens({ appDirectory, owner, routesModule }) {
  const file = path.join(appDirectory, SCREENS_FILE);
  if (!existsSync(file)) throw new Error(`${owner} declares no screens: ${file} is missing.`);
  const screens = JSON.parse(readFileSync(file, 'utf8'));
  const problems = declarationProblems(owner, screens);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const pages = routesModule ? pageIdsOf(path.join(appDirectory, routesModule)) : undefined;
  const pageLines = pages ? pageProblems(owner, screens, pages) : [];
  if (pageLines.length > 0) throw new Error(pageLines.join('\n'));
  return { screens, ...(pages ? { pages } : {}) };
}
