import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const e2eTmp = path.join(repoRoot, '.tmp', 'e2e');
