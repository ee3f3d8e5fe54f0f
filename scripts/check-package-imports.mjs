// Part of `npm run lint`: fails on any relative import that leaves the package it is written in
// (`../../packages/...`, `../server/...` from e2e): code of another package is imported by that package's name,
// as a workspace dependency. A package is a folder with a package.json; the repository root is one too. And fails
// on any circle of relative imports between files (type-only imports and lazy `import()` included): a module that
// two others need goes below both.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** The package a path belongs to: the deepest package folder that holds it ('' is the repository root). */
function owningPackage(file, packageDirs) {
  let owner = '';
  for (const dir of packageDirs) {
    if ((dir === '' || file.startsWith(`${dir}/`)) && dir.length >= owner.length) owner = dir;
  }
  return owner;
}

/**
 * Every relative import (static, dynamic, re-export, require) of `files` whose target lies in another package
 * than the importing file.
 * @param {{ path: string, text: string }[]} files paths relative to the repository root, with '/' separators
 * @param {string[]} packageDirs folders holding a package.json, relative to the repository root ('' for the root)
 * @returns {{ file: string, line: number, specifier: string, from: string, into: string }[]}
 */
export function findCrossPackageImports(files, packageDirs) {
  const found = [];
  for (const file of files) {
    const from = owningPackage(file.path, packageDirs);
    for (const { fileName: specifier, pos } of ts.preProcessFile(file.text, true, true).importedFiles) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier));
      const into = target.startsWith('../') ? '(outside the repository)' : owningPackage(target, packageDirs);
      if (into === from) continue;
      const line = file.text.slice(0, pos).split('\n').length;
      found.push({ file: file.path, line, specifier, from, into });
    }
  }
  return found;
}

const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.mjs'];

/** The file a relative specifier names among `known` (paths relative to the repository root), if any. */
function resolveRelative(from, specifier, known) {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const extension of RESOLVED_EXTENSIONS) {
    if (known.has(`${target}${extension}`)) return `${target}${extension}`;
  }
  // `./x.js` written for `./x.ts` (TypeScript's ESM convention).
  const typeScript = target.replace(/\.(m?)js$/, '.$1ts');
  return known.has(typeScript) ? typeScript : undefined;
}

/** A test file, or a file of a test folder: left out of the unit check (a test may import from any layer). */
const TEST_FILE = /(\.test\.[cm]?[jt]sx?$)|(^|\/)(test|testing)\//;

/**
 * The unit of a source file for the layering check: the first folder below its package's `src`, or the file itself
 * when it lies directly in `src` (`server/src/db/database.ts` -> `server/src/db`); none outside a `src` folder and
 * for tests.
 */
export function sourceUnit(file) {
  const match = /^(.*?\/src)\/([^/]+)(\/.*)?$/.exec(file);
  if (!match || TEST_FILE.test(file)) return undefined;
  return `${match[1]}/${match[2]}`;
}

/**
 * Every circle of relative imports among `files`, each as the nodes in it (sorted). A node is a file, or what
 * `nodeOf` makes of it (files it gives no node are left out); an import of a file outside `files` is not followed.
 * Tarjan's strongly connected components, without recursion.
 * @param {{ path: string, text: string }[]} files
 * @param {(file: string) => string | undefined} [nodeOf]
 * @returns {string[][]}
 */
export function findImportCircles(files, nodeOf = (file) => file) {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map();
  for (const file of files) {
    const from = nodeOf(file.path);
    if (from === undefined) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const { fileName: specifier } of ts.preProcessFile(file.text, true, true).importedFiles) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
      const target = resolveRelative(file.path, specifier, known);
      const to = target === undefined ? undefined : nodeOf(target);
      if (to !== undefined && to !== from) edges.get(from).add(to);
    }
  }
  for (const [node, targets] of edges) {
    for (const target of targets) if (!edges.has(target)) edges.set(target, new Set());
    edges.set(node, [...targets]);
  }
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const circles = [];
  let counter = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = edges.get(frame.node);
      if (frame.next < targets.length) {
        const target = targets[frame.next];
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== frame.node);
        if (members.length > 1) circles.push(members.sort());
      }
    }
  }
  return circles;
}

function main() {
  const repoRoot = path.resolve(import.meta.dirname, '..');
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(repoRoot, file)));
  const packageDirs = listed
    .filter((file) => path.posix.basename(file) === 'package.json')
    .map((file) => (path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file)));
  const files = listed
    .filter((file) => SOURCE_FILE.test(file))
    .map((file) => ({ path: file, text: readFileSync(path.join(repoRoot, file), 'utf8') }));

  const found = findCrossPackageImports(files, packageDirs);
  for (const { file, line, specifier, into } of found) {
    console.error(
      `${file}:${line}: '${specifier}' reaches into ${into || 'the repository root package'}; ` +
        "import another package's code by its package name (a workspace dependency), never by a relative path.",
    );
  }
  const circles = [...findImportCircles(files), ...findImportCircles(files, sourceUnit)];
  for (const circle of circles) {
    console.error(
      `Import circle: ${circle.join(' -> ')} -> ${circle[0]}; move what they share below them (a folder of src counts as one).`,
    );
  }
  if (found.length > 0 || circles.length > 0) process.exit(1);
  console.log(
    `Checked ${files.length} files: no relative import leaves its package, and no imports go in a circle.`,
  );
}

if (import.meta.filename === process.argv[1]) main();
