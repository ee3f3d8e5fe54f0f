import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eTmp, repoRoot } from './paths';

/**
 * A working copy of one remote's package (sources copied, dependencies linked) that a test may change and
 * rebuild with the remote's own production build, exactly as its team would before a deploy. Its folder is
 * `copyName`: a copy renamed (its package.json too) is a new remote, built outside the workspace's list.
 */
export function createRemoteWorkingCopy(folder: string, copyName = `${folder}-working-copy`) {
  const copy = path.join(e2eTmp, copyName);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json', 'rspack.config.mjs', 'tsconfig.json']) {
    cpSync(path.join(repoRoot, folder, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(repoRoot, folder, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return {
    dist: path.join(copy, 'dist'),
    /** The package's own `build` script: rspack, then the first paints of the screens it declares with one. */
    build() {
      execFileSync('npm', ['run', '--silent', 'build'], { cwd: copy, stdio: 'pipe' });
    },
    writeFile(relativePath: string, text: string) {
      writeFileSync(path.join(copy, relativePath), text);
    },
    replaceInFile(relativePath: string, from: string, to: string) {
      const file = path.join(copy, relativePath);
      const text = readFileSync(file, 'utf8');
      if (!text.includes(from)) throw new Error(`${relativePath} does not contain ${from}`);
      writeFileSync(file, text.replace(from, to));
    },
  };
}

/**
 * `npm run deploy:remote -- <folder> --to <to> --from <from> --shell <shell>`, as the remote's team runs it: its exit
 * status and everything it printed.
 */
export function deployRemote(folder: string, options: { to: string; from: string; shell: string }) {
  const args = [folder, '--to', options.to, '--from', options.from, '--shell', options.shell];
  return new Promise<{ status: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts/deploy-remote.mjs'), ...args],
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}
