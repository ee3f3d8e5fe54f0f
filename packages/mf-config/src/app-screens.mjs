// At build time: an app's declared screens (src/screens.json) and the screens its './routes' module has a page for,
// both written into its mf-manifest.json (metaData.screens and metaData.pages) for the server, the shell and
// deploy:remote to read. A build whose declarations are malformed, or that misses a page, fails.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { declarationProblems, pageProblems, SCREENS_FILE } from '@pm/apps/screens';
import ts from 'typescript';

/**
 * The object literal exported as `pages` by the routes module: each screen id it has a page for, with the module
 * its page loads (the first `import('...')` of the entry; undefined for a page imported statically).
 * @param {string} routesFile
 * @returns {Record<string, string | undefined>}
 */
export function pageImportsOf(routesFile) {
  const source = ts.createSourceFile(routesFile, readFileSync(routesFile, 'utf8'), ts.ScriptTarget.Latest);
  const importedModule = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      return specifier && ts.isStringLiteralLike(specifier) ? specifier.text : undefined;
    }
    return ts.forEachChild(node, importedModule);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(source) !== 'pages') continue;
      let initializer = declaration.initializer;
      while (initializer && (ts.isSatisfiesExpression(initializer) || ts.isAsExpression(initializer)))
        initializer = initializer.expression;
      if (!initializer || !ts.isObjectLiteralExpression(initializer))
        throw new Error(`${routesFile}: \`pages\` must be an object literal keyed by screen id.`);
      return Object.fromEntries(
        initializer.properties.map((property) => {
          const name = property.name;
          if (name && (ts.isStringLiteral(name) || ts.isIdentifier(name)))
            return [name.text, importedModule(property)];
          throw new Error(`${routesFile}: every key of \`pages\` must be a screen id written out.`);
        }),
      );
    }
  }
  throw new Error(`${routesFile} exports no \`pages\`.`);
}

/** The screens the routes module has a page for. */
export const pageIdsOf = (routesFile) => Object.keys(pageImportsOf(routesFile));

/**
 * The scripts each page of `routesFile` loads on top of the routes module, from the built chunk groups of its
 * `import('...')` calls: screen id -> file names (what the server hints for a visit of that screen).
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} routesFile
 */
export function pageScriptsOf(compilation, routesFile) {
  const screenOf = new Map(
    Object.entries(pageImportsOf(routesFile))
      .filter(([, request]) => request)
      .map(([id, request]) => [request, id]),
  );
  const scripts = {};
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const id = screenOf.get(origin.request);
      if (!id || origin.module?.resource !== routesFile) continue;
      scripts[id] = group.getFiles().filter((file) => file.endsWith('.js'));
    }
  }
  return scripts;
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
