// Part of `npm run lint`: fails on any relative import that leaves the package it is written in
// (`../../packages/...`, `../server/...` from e2e): code of another package is imported by that package's name,
// as a workspace dependency. A package is a folder with a package.json; the repository root is one too.
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
  if (found.length > 0) process.exit(1);
  console.log(`Checked ${files.length} files: no relative import leaves its package.`);
}

if (import.meta.filename === process.argv[1]) main();
